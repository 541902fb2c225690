import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { seasonReasonsOf, transitionRefusalOf } from '@/lib/api/season-errors';
import { describeReason } from '@/lib/season/decision';
import { describeRefusal } from '@/lib/season/state-machine';

export interface Refusal {
  message: string;
  /** The rules that refused, in words: eligibility and policy reasons, or a refused state change. */
  reasons: string[];
}

function reasonsIn(error: unknown): string[] {
  if (!isApiError(error)) return [];
  if (error.code === 'invalid_transition') {
    const refusal = transitionRefusalOf(error);
    return refusal ? [describeRefusal(refusal)] : [];
  }
  return seasonReasonsOf(error).map(describeReason);
}

/** A failed season action in words: the server's message, and its reasons when it sent them. */
export function refusalOf(error: unknown): Refusal {
  const reasons = reasonsIn(error);
  const message = portalErrorMessage(error);
  // A message that already is the one reason is not said twice.
  return { message, reasons: reasons.length === 1 && reasons[0] === message ? [] : reasons };
}
