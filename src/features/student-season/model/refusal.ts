import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { seasonReasonsOf, stepReasonsOf, transitionRefusalOf } from '@/lib/api/season-errors';
import { describeReason } from '@/lib/season/decision';
import { describeRefusal } from '@/lib/season/state-machine';
import { describeStepReason } from '@/lib/season/step-reasons';

export interface Refusal {
  message: string;
  /** The rules that refused, in words: eligibility and policy reasons, a refused step, or a state change. */
  reasons: string[];
}

function reasonsIn(error: unknown, zone: string): string[] {
  if (!isApiError(error)) return [];
  if (error.code === 'invalid_transition') {
    const refusal = transitionRefusalOf(error);
    return refusal ? [describeRefusal(refusal)] : [];
  }
  const steps = stepReasonsOf(error);
  if (steps.length) return steps.map((reason) => describeStepReason(reason, zone));
  return seasonReasonsOf(error).map((reason) => describeReason(reason, zone));
}

/** What a refusal's lead says when the server's message only repeats its reasons (the list says them). */
const LEADS: Record<string, string> = {
  ineligible: 'You are not eligible for this drive:',
  policy_blocked: "This season's policy does not allow it:",
  invalid_transition: 'This step is not possible:',
};

/** A failed season action in words: the server's message, and its reasons (times in the college's `zone`). */
export function refusalOf(error: unknown, zone: string): Refusal {
  const reasons = reasonsIn(error, zone);
  const message = portalErrorMessage(error);
  const repeatsReasons = reasons.length > 0 && reasons.every((reason) => message.includes(reason));
  if (!repeatsReasons) return { message, reasons };
  const code = isApiError(error) ? (error.code ?? '') : '';
  return { message: LEADS[code] ?? 'Refused:', reasons };
}
