/**
 * Walks a state machine through the mock's HTTP layer (issue 25: "every allowed and forbidden step, not only the
 * tables"). A driver says, for one machine, how to put a fresh record in a state, how to read it back, and which
 * endpoint asks for which step; the walk tries every (from, to, actor) of the machine's states and actors, generated
 * from its table, and returns what did not behave as one readable list (empty when all did).
 *
 * - An allowed step must be taken by one of the actor's endpoints: a 2xx, and the record then in `to`.
 * - A forbidden step must be refused by every endpoint that can ask for it: a 4xx with a `code` (a 409 with
 *   `reasons`; `invalid_transition` with the machine's refusal naming from, to and the actor), or a 2xx that says it
 *   took nothing (a publication listing the entry as not in the round). The record must be unchanged.
 * - Every other endpoint of the machine refuses the actor's account (403): a student cannot move a drive.
 * - The server's own steps ('system') are taken by triggers (a deadline passing, an acceptance, an absence): each
 *   step the table gives the system must be seen, and no trigger may take one it does not.
 */
import { ACTORS, canTransition, type Actor, type StateMachine } from '../../src/lib/season/state-machine';
import type { TestResponse } from './api';
import { AS } from './sessions';

export type Person = Exclude<Actor, 'system'>;

/** The account each actor signs in with. */
const SIGN_IN: Record<Person, () => Promise<void>> = {
  tpo: AS.tpo,
  company: AS.voltline,
  student: AS.student,
};

/** A record as the walk compares it: its state, and what changes whenever the server moves it. */
interface Snapshot<S extends string> {
  state: S;
  /** Anything that changes on a move (for steps that stay in their state: placed → placed). */
  mark: string;
}

interface WalkEndpoint<S extends string, C> {
  /** 'PATCH /offers/:id', as the messages name it. */
  name: string;
  /** The accounts it serves; every other account must be refused (403). */
  serves: readonly Person[];
  /** Asks the server to move the arranged record to `to`; undefined when this endpoint cannot ask for `to`. */
  ask(context: C, to: S): Promise<TestResponse> | undefined;
  /** A well-formed call of the endpoint, for an account it does not serve when `ask` cannot name the step. */
  probe(context: C): Promise<TestResponse>;
  /** A 2xx that says it took nothing (e.g. the entry came back as not in the round). */
  tookNothing?(answer: TestResponse): boolean;
}

/** Something that makes the server act by itself (a deadline passing, an acceptance), on a record in `from`. */
interface SystemTrigger<S extends string, C> {
  name: string;
  arrange(from: S): Promise<C>;
  /** Does what makes the server act; `as` signs in as a person first. */
  fire(context: C, as: SignIn): Promise<void>;
}

export interface MachineDriver<S extends string, C> {
  machine: StateMachine<S>;
  /** Puts a fresh record in `from`, as minimal as the step through `endpoint` needs. */
  arrange(from: S, to: S, endpoint: string): Promise<C>;
  read(context: C): Promise<Snapshot<S>>;
  endpoints: readonly WalkEndpoint<S, C>[];
  triggers: readonly SystemTrigger<S, C>[];
}

export type SignIn = (actor: Person) => Promise<void>;

/** Signs in as each actor once in a walk, not on every call (a sign-in hashes a password: the slowest call). */
function sessions(): SignIn {
  let current: Person | undefined;
  return async (actor: Person) => {
    if (current === actor) return;
    await SIGN_IN[actor]();
    current = actor;
  };
}

const isOk = (status: number) => status >= 200 && status < 300;
const same = <S extends string>(a: Snapshot<S>, b: Snapshot<S>) => a.state === b.state && a.mark === b.mark;

interface Step<S extends string> {
  machine: string;
  from: S;
  to: S;
  actor: Person;
}

/** Why a refusal's answer is not a proper one (undefined when it is). */
function refusalProblem<S extends string>(answer: TestResponse, step: Step<S>): string | undefined {
  const { status, body } = answer;
  if (status < 400 || status >= 500) return `answered ${status}`;
  if (typeof body.code !== 'string') return `answered ${status} without a code`;
  const reasons = Array.isArray(body.reasons) ? (body.reasons as Record<string, unknown>[]) : [];
  if (status === 409 && !reasons.length) return `answered 409 ${body.code} without reasons`;
  if (body.code !== 'invalid_transition') return undefined;
  const refusal = reasons[0] ?? {};
  const names =
    refusal.machine === step.machine &&
    refusal.from === step.from &&
    refusal.to === step.to &&
    (refusal.rule !== 'actorNotAllowed' || refusal.actor === step.actor);
  return names ? undefined : `answered invalid_transition naming ${JSON.stringify(refusal)}`;
}

const describeAnswer = (answer: TestResponse) =>
  `${answer.status}${typeof answer.body.code === 'string' ? ` ${answer.body.code}` : ''}`;

/** The people a walk signs in as, one test each (the walks are long; one per person keeps each test short). */
export const PEOPLE = ACTORS.filter((actor): actor is Person => actor !== 'system');

/** Every (from, to) for one person through every endpoint of the machine; returns the misbehaviours. */
export async function walkPeople<S extends string, C>(
  driver: MachineDriver<S, C>,
  actor: Person,
): Promise<string[]> {
  const { machine, endpoints } = driver;
  const problems: string[] = [];
  await SIGN_IN[actor]();
  for (const from of machine.states)
    for (const to of machine.states) {
      const step = { machine: machine.name, from, to, actor };
      const allowed = canTransition(machine, from, to, actor);
      const label = `${machine.name} ${from} → ${to} by ${actor}`;
      let taken = false;
      for (const endpoint of endpoints) {
        const own = endpoint.serves.includes(actor);
        const context = await driver.arrange(from, to, endpoint.name);
        const before = await driver.read(context);
        const asked = endpoint.ask(context, to);
        if (own && !asked) continue;
        const answer = await (asked ?? endpoint.probe(context));
        const after = await driver.read(context);
        const via = `${label} via ${endpoint.name}`;
        if (!own) {
          if (answer.status !== 403 || !same(before, after))
            problems.push(`${via}: not its endpoint, answered ${describeAnswer(answer)}`);
          continue;
        }
        if (allowed && isOk(answer.status) && after.state === to && !same(before, after)) {
          taken = true;
          continue;
        }
        const said = isOk(answer.status) && endpoint.tookNothing?.(answer);
        const problem = said ? undefined : refusalProblem(answer, step);
        if (!same(before, after))
          problems.push(`${via}: ${allowed ? 'allowed' : 'forbidden'}, the record went to ${after.state}`);
        else if (problem) problems.push(`${via}: ${allowed ? 'allowed' : 'forbidden'}, ${problem}`);
      }
      if (allowed && !taken) problems.push(`${label}: allowed, but no endpoint took it`);
    }
  return problems;
}

/**
 * Fires every trigger on a record in every state: each change seen must be a step the table gives the system, and
 * every such step must be seen.
 */
export async function walkSystem<S extends string, C>(driver: MachineDriver<S, C>): Promise<string[]> {
  const { machine } = driver;
  const problems: string[] = [];
  const seen = new Set<string>();
  const signIn = sessions();
  for (const from of machine.states)
    for (const trigger of driver.triggers) {
      const context = await trigger.arrange(from);
      const before = await driver.read(context);
      await trigger.fire(context, signIn);
      const after = await driver.read(context);
      if (same(before, after)) continue;
      seen.add(`${from} → ${after.state}`);
      if (!canTransition(machine, from, after.state, 'system'))
        problems.push(`${machine.name} ${from} → ${after.state} taken by the server on '${trigger.name}'`);
    }
  for (const step of machine.transitions)
    if (step.actors.includes('system') && !seen.has(`${step.from} → ${step.to}`))
      problems.push(`${machine.name} ${step.from} → ${step.to} by system: no trigger takes it`);
  return problems;
}
