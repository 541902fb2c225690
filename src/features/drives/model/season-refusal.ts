/**
 * A refused season action in words, the part every refusal shares: the server's message, its answer (status and
 * code) for whoever reports it, and its reasons (a refused transition, or each step reason with its times in the
 * college's zone). The offer and results wordings (offer-refusal.ts, results-refusal.ts) differ only in how they
 * join the message and the reasons.
 */
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { stepReasonsOf, transitionRefusalOf } from '@/lib/api/season-errors';
import { describeRefusal } from '@/lib/season/state-machine';
import { describeStepReason } from '@/lib/season/step-reasons';
import type { RefusalText } from '@/ui/refusal-alert';

/** 'HTTP 409 · terms_locked', for whoever reports the problem; undefined when no answer came (offline). */
export function answerOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === undefined) return undefined;
  return `HTTP ${error.status}${error.code ? ` · ${error.code}` : ''}`;
}

/** `zone`: the college's, in which the reasons' times are written. No answer: the message alone, no reasons. */
export function seasonRefusalOf(error: unknown, zone: string): RefusalText {
  const message = portalErrorMessage(error);
  const answer = answerOf(error);
  if (!isApiError(error) || answer === undefined) return { message, reasons: [] };
  const transition = error.code === 'invalid_transition' ? transitionRefusalOf(error) : undefined;
  const reasons = transition
    ? [describeRefusal(transition)]
    : stepReasonsOf(error).map((reason) => describeStepReason(reason, zone));
  return { message, reasons, answer };
}
