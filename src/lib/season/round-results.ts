/**
 * One round's results, decided once (issue 25): which applicant an entry names, who is in the round, and what
 * publishing does to each. The preview and the publish both call planRoundResults on the same applications, so
 * what the screen shows before publishing is what the server then does. Pure: the mock loads the applications,
 * calls the plan, applies its moves and sends the notifications.
 */
import { emailKey, rollKey } from '../match-keys';
import { ACTIVE_APPLICATION_STATES, APPLICATION_MACHINE, type ApplicationState } from './machines';
import { canTransition, type Actor } from './state-machine';
import type { StepReason } from './step-reasons';

/** What the rules need of an application of the drive. */
export interface RoundApplicant {
  id: string;
  /** Upper case, as the batch keeps it. */
  rollNumber: string;
  /** The student's e-mail from the batch (an entry may name it). */
  email?: string;
  state: ApplicationState;
  /** Rounds cleared. */
  roundReached: number;
}

/** The lists a publisher sends: roll numbers or e-mails, as typed, picked or pasted. */
export interface RoundResultsLists {
  advance?: readonly string[];
  waitlist?: readonly string[];
  absent?: readonly string[];
  /** Everyone else still in the round is not selected. */
  rejectRest?: boolean;
}

/** A round's result for one applicant: `advanced` to the next round, or `selected` after the last. */
export const ROUND_OUTCOMES = ['advanced', 'selected', 'waitlisted', 'absent', 'rejected'] as const;
export type RoundOutcome = (typeof ROUND_OUTCOMES)[number];

/** The round a plan is for: its order and whether it is the drive's last. */
export interface RoundPosition {
  order: number;
  last: boolean;
}

export interface PlannedMove<A extends RoundApplicant> {
  applicant: A;
  outcome: RoundOutcome;
  to: ApplicationState;
  /** Rounds cleared once the move is made. */
  roundReached: number;
  /** The entry that named the applicant; absent for the rest, turned down together. */
  entry?: string;
}

export interface RoundPlan<A extends RoundApplicant> {
  /** The moves in the order they are made: the named lists, then the rest when they are turned down. */
  moves: PlannedMove<A>[];
  /** Entries that name no applicant the publisher may decide about, as sent. */
  unknown: string[];
  /** Entries naming an applicant who is not waiting for this round's result, as sent. */
  notInRound: { entry: string; applicant: A }[];
  /** Everyone else still in the round: not selected with `rejectRest`, else left waiting in it. */
  rest: A[];
}

/** An entry as a lookup key: an e-mail in lower case, a roll number in upper case, spaces trimmed. */
export const entryKey = (entry: string) => (entry.includes('@') ? emailKey(entry) : rollKey(entry));

/** Whether the application waits for round `order`'s result. */
export const isInRound = (applicant: Pick<RoundApplicant, 'state' | 'roundReached'>, order: number) =>
  applicant.roundReached === order - 1 && ACTIVE_APPLICATION_STATES.includes(applicant.state);

/** The state and round reached that a round's outcome gives. */
export function outcomeMove(
  outcome: RoundOutcome,
  order: number,
): { to: ApplicationState; roundReached: number } {
  if (outcome === 'advanced') return { to: 'shortlisted', roundReached: order };
  if (outcome === 'selected') return { to: 'selected', roundReached: order };
  return { to: outcome, roundReached: order - 1 };
}

/** An index of the applicants by roll number and e-mail: one pass, so a 3,000-name list is 3,000 lookups. */
function indexOf<A extends RoundApplicant>(applicants: readonly A[]): Map<string, A> {
  const index = new Map<string, A>();
  for (const applicant of applicants) {
    index.set(rollKey(applicant.rollNumber), applicant);
    if (applicant.email) index.set(emailKey(applicant.email), applicant);
  }
  return index;
}

/**
 * What publishing `lists` for round `round` does to `applicants` (those the publisher may decide about: a company
 * passes only the applicants its list shows it, so an entry naming any other is unknown to it). Each applicant is
 * decided once, by the first list that names them (advance, then waitlist, then absent); a move the application
 * machine does not allow this actor makes the entry 'not in round'.
 */
export function planRoundResults<A extends RoundApplicant>(
  applicants: readonly A[],
  round: RoundPosition,
  lists: RoundResultsLists,
  actor: Actor,
): RoundPlan<A> {
  const index = indexOf(applicants);
  const plan: RoundPlan<A> = { moves: [], unknown: [], notInRound: [], rest: [] };
  const decided = new Set<string>();
  const named: [readonly string[] | undefined, RoundOutcome][] = [
    [lists.advance, round.last ? 'selected' : 'advanced'],
    [lists.waitlist, 'waitlisted'],
    [lists.absent, 'absent'],
  ];
  for (const [entries, outcome] of named)
    for (const entry of entries ?? []) {
      const applicant = index.get(entryKey(entry));
      if (!applicant) plan.unknown.push(entry);
      else if (decided.has(applicant.id)) continue;
      else {
        const move = outcomeMove(outcome, round.order);
        if (
          !isInRound(applicant, round.order) ||
          !canTransition(APPLICATION_MACHINE, applicant.state, move.to, actor)
        )
          plan.notInRound.push({ entry, applicant });
        else {
          decided.add(applicant.id);
          plan.moves.push({ applicant, outcome, ...move, entry });
        }
      }
    }
  for (const applicant of applicants)
    if (!decided.has(applicant.id) && isInRound(applicant, round.order)) plan.rest.push(applicant);
  if (lists.rejectRest)
    for (const applicant of plan.rest)
      if (canTransition(APPLICATION_MACHINE, applicant.state, 'rejected', actor))
        plan.moves.push({ applicant, outcome: 'rejected', ...outcomeMove('rejected', round.order) });
  return plan;
}

/** The moves of a plan by outcome, as roll numbers. */
export function movesByOutcome(
  moves: readonly PlannedMove<RoundApplicant>[],
): Record<RoundOutcome, string[]> {
  const lists = Object.fromEntries(ROUND_OUTCOMES.map((outcome) => [outcome, [] as string[]])) as Record<
    RoundOutcome,
    string[]
  >;
  for (const move of moves) lists[move.outcome].push(move.applicant.rollNumber);
  return lists;
}

/**
 * Why a publication that turns down the rest must not go ahead: it needs the number of students the publisher was
 * shown (the preview's), and that number must still be the round's. Someone else publishing meanwhile, or an
 * offline publication sent hours later, then turns down nobody it did not show.
 */
export function notSelectedRefusal(
  plan: Pick<RoundPlan<RoundApplicant>, 'rest'>,
  lists: Pick<RoundResultsLists, 'rejectRest'>,
  confirmed: number | undefined,
): StepReason | undefined {
  const count = plan.rest.length;
  if (!lists.rejectRest || confirmed === count || (confirmed === undefined && count === 0)) return undefined;
  return { rule: 'notSelectedCount', confirmed: confirmed ?? null, count };
}

/**
 * Why a publication must not be recorded: it moves nobody (issue 35: "Published: no changes" filled a round's
 * history). Every entry was unknown, not in the round or already decided, and nobody else is turned down.
 */
export function nothingToPublishRefusal(
  plan: Pick<RoundPlan<RoundApplicant>, 'moves'>,
): Extract<StepReason, { rule: 'nothingToPublish' }> | undefined {
  return plan.moves.length ? undefined : { rule: 'nothingToPublish' };
}
