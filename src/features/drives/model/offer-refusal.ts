/**
 * A refused offer, plainly (issue 25: every refusal carries its reasons): why the server would not issue it, each
 * reason in words with times in the college's zone, and its answer (status and code) for whoever reports it.
 */
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { stepReasonsOf, transitionRefusalOf } from '@/lib/api/season-errors';
import { describeRefusal } from '@/lib/season/state-machine';
import { describeStepReason } from '@/lib/season/step-reasons';
import type { RefusalText } from '@/ui/refusal-alert';

/** `zone`: the college's, in which the reasons' times are written; `lead` introduces the reasons. */
export function offerRefusalOf(
  error: unknown,
  zone: string,
  lead = 'The server refused the offer:',
): RefusalText {
  const message = portalErrorMessage(error);
  if (!isApiError(error) || error.status === undefined) return { message, reasons: [] };
  const answer = `HTTP ${error.status}${error.code ? ` · ${error.code}` : ''}`;
  const transition = error.code === 'invalid_transition' ? transitionRefusalOf(error) : undefined;
  const reasons = transition
    ? [describeRefusal(transition)]
    : stepReasonsOf(error).map((reason) => describeStepReason(reason, zone));
  // The server's message says in short what the reasons say in full: the list is enough after a lead.
  return reasons.length ? { message: lead, reasons, answer } : { message, reasons, answer };
}
