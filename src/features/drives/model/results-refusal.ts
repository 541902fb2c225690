/**
 * A refused publication, preview or correction of a round's results, plainly: the server's message, its reasons
 * in words (the drive's state, a round whose next results are out, an offer the applicant holds, a count that
 * changed since the preview) and the answer (status and code) for whoever reports it.
 */
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { stepReasonsOf, transitionRefusalOf } from '@/lib/api/season-errors';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { describeRefusal } from '@/lib/season/state-machine';
import { describeStepReason } from '@/lib/season/step-reasons';
import type { RefusalText } from '@/ui/refusal-alert';

/** `zone`: the college's, in which any time of a reason is written. */
export function resultsRefusalOf(error: unknown, zone: string): RefusalText {
  const message = portalErrorMessage(error);
  if (!isApiError(error) || error.status === undefined) return { message, reasons: [] };
  const answer = `HTTP ${error.status}${error.code ? ` · ${error.code}` : ''}`;
  const transition = error.code === 'invalid_transition' ? transitionRefusalOf(error) : undefined;
  const reasons = transition
    ? [describeRefusal(transition)]
    : stepReasonsOf(error).map((reason) => describeStepReason(reason, zone));
  // The message often says the one reason already ('Not corrected: the applicant …'): the list adds only the others.
  const said = message.toLowerCase();
  return { message, reasons: reasons.filter((reason) => !said.includes(reason.toLowerCase())), answer };
}

/** The same in one paragraph, for the outbox's report of a publication sent later and refused. */
export function resultsErrorMessage(error: unknown): string {
  // The outbox keeps no drive, so no zone: none of a round's refusals names a time (a state, a count, an offer).
  const { message, reasons } = resultsRefusalOf(error, DEFAULT_COLLEGE_TIME_ZONE);
  return [message, ...reasons].join(' ');
}
