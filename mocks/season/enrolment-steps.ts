/**
 * The steps a person takes on a student's place in the season (issue 25): the student opts out or back in, the
 * placement cell opts out or in, blocks or unblocks, always with a reason the student reads. Checked against the
 * enrolment machine; opting out withdraws the student's applications in progress, as both screens say before.
 */
import { countText } from '@/lib/count-text';
import type { EnrolmentState } from '@/lib/season/machines';
import type { TransitionRefusal } from '@/lib/season/state-machine';
import type { MockState } from '../db/state';
import { moveApplication, moveEnrolment, notify } from './season-actions';
import { activeApplicationsOf, enrolmentOf, studentAccountId } from './season-lookup';

/** What the student reads when the placement cell moved them, by the state it moved them to (and from). */
function tpoStepNotice(from: EnrolmentState, to: EnrolmentState, reason: string, withdrawn: number) {
  const again = 'You may apply to drives again.';
  if (to === 'opted-out')
    return {
      title: 'The placement cell opted you out of placements',
      text: `Reason: ${reason}. ${withdrawn ? `${countText(withdrawn, 'application')} in progress withdrawn.` : 'You had no application in progress.'}`,
    };
  if (to === 'blocked')
    return {
      title: 'The placement cell blocked you from further drives',
      text: `Reason: ${reason}. Applications you already made go on.`,
    };
  return from === 'blocked'
    ? { title: 'The placement cell unblocked you', text: `Reason: ${reason}. ${again}` }
    : { title: 'The placement cell opted you back in', text: `Reason: ${reason}. ${again}` };
}

/**
 * Moves the student's place for `actor`, or returns the machine's refusal. Opting out withdraws every application
 * in progress (ACTIVE_APPLICATION_STATES; the server's step on the application machine). The placement cell's steps are told to the student
 * with its reason. Answers how many applications were withdrawn.
 */
export function takeEnrolmentStep(
  state: MockState,
  collegeId: string,
  rollNumber: string,
  to: EnrolmentState,
  actor: 'student' | 'tpo',
  reason?: string,
): TransitionRefusal | { withdrawn: number } {
  const before = enrolmentOf(state, collegeId, rollNumber);
  const refusal = moveEnrolment(state, collegeId, rollNumber, to, actor, reason ? { reason } : {});
  if (refusal) return refusal;
  const now = new Date().toISOString();
  let withdrawn = 0;
  if (to === 'opted-out')
    for (const application of activeApplicationsOf(state, collegeId, rollNumber))
      if (!moveApplication(application, 'withdrawn', 'system', now)) withdrawn += 1;
  if (actor === 'tpo' && reason) {
    const notice = tpoStepNotice(before, to, reason, withdrawn);
    notify(state, studentAccountId(state, collegeId, rollNumber), 'enrolment', notice.title, notice.text);
  }
  return { withdrawn };
}
