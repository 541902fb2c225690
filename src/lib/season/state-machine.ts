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

/** The transition from `from` to `to`, if the table has one (whoever may take it). */
function findTransition<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
): Transition<S> | undefined {
  return machine.transitions.find((transition) => transition.from === from && transition.to === to);
}

/** Why a step is refused, as data; undefined when `actor` may move from `from` to `to`. */
export type TransitionRefusal =
  | { rule: 'noSuchTransition'; machine: string; from: string; to: string }
  | { rule: 'actorNotAllowed'; machine: string; from: string; to: string; actor: Actor; allowed: Actor[] };

export function transitionRefusal<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
  actor: Actor,
): TransitionRefusal | undefined {
  const transition = findTransition(machine, from, to);
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
  return undefined;
}

export function canTransition<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
  actor: Actor,
): boolean {
  return transitionRefusal(machine, from, to, actor) === undefined;
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
  if (refusal.rule === 'noSuchTransition')
    return `${thing[0]!.toUpperCase()}${thing.slice(1)} cannot go from ${refusal.from} to ${refusal.to}`;
  return `Only ${refusal.allowed.join(' or ')} may move ${thing} from ${refusal.from} to ${refusal.to}`;
}
