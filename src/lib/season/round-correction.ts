/**
 * Correcting one applicant's result of a round (issue 25): a person made a mistake (marked a student absent who
 * sat the test, advanced the wrong roll number). Until the next round's results are published, the TPO or the
 * drive's company sets the applicant's result for that round again; the student is told. An applicant holding an
 * offer, or who withdrew, is not corrected. Pure: the mock applies the decision and sends the notification.
 */
import { APPLICATION_MACHINE, type ApplicationState, type DriveState, type OfferState } from './machines';
import { RESULTS_DRIVE_STATES, takesResults } from './phases';
import { outcomeMove, type RoundOutcome, type RoundPosition } from './round-results';
import { transitionRefusal, type Actor, type TransitionRefusal } from './state-machine';
import type { StepReason } from './step-reasons';

/** The results a correction may set: the lists of a publication, and not selected. */
export const CORRECTION_TARGETS = ['advance', 'waitlist', 'absent', 'reject'] as const;
export type CorrectionTarget = (typeof CORRECTION_TARGETS)[number];

/** Where an applicant stands in a round: its result, or `pending` while they wait for one. */
export type RoundStanding = RoundOutcome | 'pending';

/** The applicant's standing in the round; undefined when they never reached it or withdrew. */
export function roundStandingOf(
  applicant: { state: ApplicationState; roundReached: number },
  round: RoundPosition,
): RoundStanding | undefined {
  if (applicant.state === 'withdrawn') return undefined;
  if (applicant.roundReached >= round.order) return round.last ? 'selected' : 'advanced';
  if (applicant.roundReached < round.order - 1) return undefined;
  if (applicant.state === 'applied' || applicant.state === 'shortlisted') return 'pending';
  return applicant.state;
}

export const targetOutcome = (target: CorrectionTarget, round: RoundPosition): RoundOutcome =>
  target === 'advance'
    ? round.last
      ? 'selected'
      : 'advanced'
    : target === 'reject'
      ? 'rejected'
      : target === 'waitlist'
        ? 'waitlisted'
        : 'absent';

export interface CorrectionContext {
  round: RoundPosition;
  driveState: DriveState;
  /** This round's results are out (there is something to correct). */
  published: boolean;
  /** The next round's results are out: this round's stand. */
  nextPublished: boolean;
  /** The application's issued or accepted offer, if it has one. */
  liveOffer?: OfferState;
}

export type CorrectionRefusal =
  | { code: 'drive_closed' | 'round_locked' | 'not_in_round' | 'offer_exists'; reasons: StepReason[] }
  | { code: 'invalid_transition'; reasons: [TransitionRefusal] };

export interface Correction {
  from: RoundStanding;
  to: RoundOutcome;
  state: ApplicationState;
  roundReached: number;
  /** False when the applicant already had this result (nothing changes, nobody is told). */
  changed: boolean;
}

/** What correcting the applicant's result to `target` does, or why it is refused (with reasons). */
export function planCorrection(
  applicant: { state: ApplicationState; roundReached: number },
  target: CorrectionTarget,
  context: CorrectionContext,
  actor: Actor,
): Correction | CorrectionRefusal {
  const { round } = context;
  if (!takesResults(context.driveState))
    return {
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: context.driveState, allowed: [...RESULTS_DRIVE_STATES] }],
    };
  if (!context.published)
    return { code: 'round_locked', reasons: [{ rule: 'roundNotPublished', order: round.order }] };
  if (context.nextPublished)
    return {
      code: 'round_locked',
      reasons: [{ rule: 'roundClosed', order: round.order, next: round.order + 1 }],
    };
  const to = targetOutcome(target, round);
  const move = outcomeMove(to, round.order);
  if (applicant.state === 'withdrawn')
    return {
      code: 'invalid_transition',
      reasons: [transitionRefusal(APPLICATION_MACHINE, applicant.state, move.to, actor)!],
    };
  const from = roundStandingOf(applicant, round);
  if (!from)
    return {
      code: 'not_in_round',
      reasons: [{ rule: 'notInRound', order: round.order, roundReached: applicant.roundReached }],
    };
  if (from === to)
    return { from, to, state: applicant.state, roundReached: applicant.roundReached, changed: false };
  if (context.liveOffer)
    return { code: 'offer_exists', reasons: [{ rule: 'offerExists', state: context.liveOffer }] };
  const refusal = transitionRefusal(APPLICATION_MACHINE, applicant.state, move.to, actor);
  if (refusal) return { code: 'invalid_transition', reasons: [refusal] };
  return { from, to, state: move.to, roundReached: move.roundReached, changed: true };
}

export const isCorrectionRefusal = (
  decision: Correction | CorrectionRefusal,
): decision is CorrectionRefusal => 'code' in decision;
