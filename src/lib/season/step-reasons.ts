/**
 * Why the server refuses a step that no eligibility or policy rule decides (issue 25: every refusal carries its
 * reasons as data): a deadline that passed, a drive in a state that does not allow the step, an offer past its
 * respond-by time, an application in a state that does not allow it. Worded here once, in the college's time.
 */
import { countText, plural } from '../count-text';
import { collegeDate, collegeDateTime, collegeSlot } from './college-time';
import type { ApplicationState, DriveState, OfferState } from './machines';
import type { Tier } from './tiers';

/** An application an acceptance withdraws, named as the student knows it. */
export interface AffectedApplication {
  id: string;
  driveId: string;
  companyName: string;
  title: string;
  tier: Tier;
}

export type StepReason =
  /** Applying or withdrawing after the drive's deadline (an ISO instant). */
  | { rule: 'deadlinePassed'; deadline: string }
  /** The drive's state does not allow the step; `allowed` are the states that would. */
  | { rule: 'driveState'; value: DriveState; allowed: DriveState[] }
  /** Answering an offer after its respond-by time (an ISO instant). */
  | { rule: 'respondByPassed'; respondBy: string }
  /** The application's state does not allow the step; `allowed` are the states that would. */
  | { rule: 'applicationState'; value: ApplicationState; allowed: ApplicationState[] }
  /** The application already has a live offer (issued or accepted). */
  | { rule: 'offerExists'; state: OfferState }
  /** A round's results are corrected only once published, and only until the next round's are (round-results.ts). */
  | { rule: 'roundNotPublished'; order: number }
  | { rule: 'roundClosed'; order: number; next: number }
  /** The applicant never reached round `order` (cleared `roundReached` rounds). */
  | { rule: 'notInRound'; order: number; roundReached: number }
  /**
   * Turning down everyone else in a round needs the count the publisher was shown (`confirmed`, null when none was
   * sent); `count` is how many it would turn down now.
   */
  | { rule: 'notSelectedCount'; confirmed: number | null; count: number }
  /**
   * Accepting an offer is pinned to the applications the student was shown it withdraws (`confirmed`, their ids;
   * null when none were sent); `withdraws` is what it would withdraw now.
   */
  | { rule: 'acceptWithdrawsChanged'; confirmed: string[] | null; withdraws: AffectedApplication[] }
  /** The student applied already (an application not withdrawn), on `appliedAt`, now in `state`. */
  | { rule: 'alreadyApplied'; state: ApplicationState; appliedAt: string }
  /**
   * A company asked for a candidate's contact details that no application shares with it (they are shared while an
   * application runs and `keptDays` after it ends) and the candidate is not discoverable.
   */
  | { rule: 'contactNotShared'; keptDays: number }
  /** Round `order` is scheduled for `startsAt` (an ISO instant): its results wait until it has been held. */
  | { rule: 'roundNotHeld'; order: number; startsAt: string }
  /** Round `order` is dated before the round ahead of it (`before`, at the college as the drive gives it). */
  | { rule: 'roundOrder'; order: number; before: { date: string; time: string } }
  /** A publication that would change nobody's result (its entries all unknown or not in the round). */
  | { rule: 'nothingToPublish' };

const DRIVE_STATE_WORDS: Record<DriveState, string> = {
  draft: 'a draft',
  proposed: 'proposed, not yet approved',
  open: 'open for applications',
  'in-progress': 'running its rounds',
  closed: 'closed',
  declined: 'declined',
  cancelled: 'cancelled',
};

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** One reason in plain words, with times in the college's zone. */
export function describeStepReason(reason: StepReason, zone: string): string {
  switch (reason.rule) {
    case 'deadlinePassed':
      return `Applications closed on ${collegeDateTime(reason.deadline, zone)}`;
    case 'driveState':
      return `This drive is ${DRIVE_STATE_WORDS[reason.value]}: this is allowed only while it is ${list(reason.allowed.map((state) => DRIVE_STATE_WORDS[state]))}`;
    case 'respondByPassed':
      return `The offer had to be answered by ${collegeDateTime(reason.respondBy, zone)}`;
    case 'applicationState':
      return `The application is ${reason.value}: this is allowed only when it is ${list(reason.allowed)}`;
    case 'offerExists':
      return `The applicant already has an offer for this drive (${reason.state})`;
    case 'roundNotPublished':
      return `Round ${reason.order} has no published results to correct yet`;
    case 'roundClosed':
      return `Round ${reason.order}'s results can no longer be corrected: round ${reason.next}'s results are published`;
    case 'notInRound':
      return `The applicant did not reach round ${reason.order} (${reason.roundReached === 0 ? 'no round cleared' : `cleared ${countText(reason.roundReached, 'round')}`})`;
    case 'notSelectedCount':
      return reason.confirmed === null
        ? `Turning down everyone else needs the count you were shown (${countText(reason.count, 'student')} now): preview the results first`
        : `You confirmed ${countText(reason.confirmed, 'student')} not selected, but ${reason.count} ${plural(reason.count, 'is', 'are')} in the round now: the round changed since the preview, so nothing was published`;
    case 'acceptWithdrawsChanged': {
      const now = reason.withdraws.length
        ? `it now withdraws your ${reason.withdraws.length === 1 ? 'application' : 'applications'} to ${reason.withdraws.map((entry) => `${entry.companyName} (${entry.title})`).join(', ')}`
        : 'it now withdraws none of your applications';
      return `What accepting this offer withdraws changed since you were shown it: ${now}. Nothing was accepted: check and confirm again`;
    }
    case 'alreadyApplied':
      return `You applied to this drive on ${collegeDate(reason.appliedAt, zone)}, and that application is ${reason.state}`;
    case 'contactNotShared':
      return `The candidate shares their e-mail, phone and resume only with companies whose application is running or ended within ${countText(reason.keptDays, 'day')}, unless they chose to be discoverable`;
    case 'roundNotHeld':
      return `Round ${reason.order} is to be held on ${collegeDateTime(reason.startsAt, zone)}: its results can be published once it has been held`;
    case 'roundOrder':
      return `Round ${reason.order} is dated before round ${reason.order - 1} (${collegeSlot(reason.before.date, reason.before.time, zone)}): rounds are held in the order listed`;
    case 'nothingToPublish':
      return "Publishing this would change nobody's result: every entry is already decided, not in this round or matches no applicant";
  }
}
