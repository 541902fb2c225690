/**
 * Why the server refuses a step that no eligibility or policy rule decides (issue 25: every refusal carries its
 * reasons as data): a deadline that passed, a drive in a state that does not allow the step, an offer past its
 * respond-by time, an application in a state that does not allow it. Worded here once, in the college's time.
 */
import { collegeDateTime } from './college-time';
import type { ApplicationState, DriveState, OfferState } from './machines';

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
  | { rule: 'offerExists'; state: OfferState };

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
  }
}
