/**
 * Workflows written as data (STYLE.md): states, allowed transitions and who may take each. The mock backend refuses
 * anything else with `invalid_transition`; the UI offers only what the table allows. Pure.
 */

/** Who acts: the placement officer, the recruiting company, the student, or the server on its own (deadlines). */
export const ACTORS = ['tpo', 'company', 'student', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export interface Transition<S extends string> {
  from: S;
  to: S;
  /** What the step is called (the button, the log entry). */
  action: string;
  actors: readonly Actor[];
  /**
   * Actors among `actors` who may take the step only to undo a decision of their own: when the step into `from`
   * was taken by someone else, it is theirs to undo (a student undoes their own opt-out, not the placement cell's).
   */
  ownDecisionOnly?: readonly Actor[];
}

export interface StateMachine<S extends string> {
  name: string;
  states: readonly S[];
  /** States a new record may start in. */
  initial: readonly S[];
  transitions: readonly Transition<S>[];
}

export function defineMachine<S extends string>(machine: StateMachine<S>): StateMachine<S> {
  return machine;
}

/**
 * The transition from `from` to `to`, if the table has one: the one `actor` may take when two steps join the same
 * states (the placement cell's unblock and the server's lifting of a block whose absence was corrected).
 */
export function findTransition<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
  actor?: Actor,
): Transition<S> | undefined {
  const joining = machine.transitions.filter(
    (transition) => transition.from === from && transition.to === to,
  );
  return joining.find((transition) => actor && transition.actors.includes(actor)) ?? joining[0];
}

/** Why a step is refused, as data; undefined when `actor` may move from `from` to `to`. */
export type TransitionRefusal =
  | { rule: 'noSuchTransition'; machine: string; from: string; to: string }
  | { rule: 'actorNotAllowed'; machine: string; from: string; to: string; actor: Actor; allowed: Actor[] }
  /** The step into `from` was `decidedBy`'s, and only they may undo it (Transition.ownDecisionOnly). */
  | { rule: 'othersDecision'; machine: string; from: string; to: string; actor: Actor; decidedBy: Actor };

/** Who took the step into the record's present state, when the step may be someone's own to undo. */
export interface StepContext {
  decidedBy?: Actor;
}

export function transitionRefusal<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
  actor: Actor,
  context: StepContext = {},
): TransitionRefusal | undefined {
  const transition = findTransition(machine, from, to, actor);
  if (!transition) return { rule: 'noSuchTransition', machine: machine.name, from, to };
  if (!transition.actors.includes(actor))
    return {
      rule: 'actorNotAllowed',
      machine: machine.name,
      from,
      to,
      actor,
      allowed: [...transition.actors],
    };
  const { decidedBy } = context;
  if (decidedBy && decidedBy !== actor && transition.ownDecisionOnly?.includes(actor))
    return { rule: 'othersDecision', machine: machine.name, from, to, actor, decidedBy };
  return undefined;
}

export function canTransition<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
  actor: Actor,
  context: StepContext = {},
): boolean {
  return transitionRefusal(machine, from, to, actor, context) === undefined;
}

/** The steps `actor` may take from `from` (what the UI offers). */
export function nextSteps<S extends string>(
  machine: StateMachine<S>,
  from: S,
  actor: Actor,
): Transition<S>[] {
  return machine.transitions.filter(
    (transition) => transition.from === from && transition.actors.includes(actor),
  );
}

/** States with no way out. */
export function isFinal<S extends string>(machine: StateMachine<S>, state: S): boolean {
  return !machine.transitions.some((transition) => transition.from === state);
}

/** A refusal in plain words. */
export function describeRefusal(refusal: TransitionRefusal): string {
  const thing = `${/^[aeiou]/.test(refusal.machine) ? 'an' : 'a'} ${refusal.machine}`;
  const Thing = `${thing[0]!.toUpperCase()}${thing.slice(1)}`;
  if (refusal.rule === 'noSuchTransition') return `${Thing} cannot go from ${refusal.from} to ${refusal.to}`;
  if (refusal.rule === 'othersDecision')
    return `${Thing} moved to ${refusal.from} by ${refusal.decidedBy} goes back to ${refusal.to} only by ${refusal.decidedBy}`;
  return `Only ${refusal.allowed.join(' or ')} may move ${thing} from ${refusal.from} to ${refusal.to}`;
}
