import { isApiError } from '@/lib/api/api-error';
import { stepReasonsOf } from '@/lib/api/season-errors';
import type { AffectedApplication } from '@/lib/season/step-reasons';

/**
 * The applications accepting now withdraws, when the server refused an acceptance because they are no longer those
 * the student confirmed (409 `accept_changed`); undefined for any other answer.
 */
export function changedWithdrawsOf(error: unknown): AffectedApplication[] | undefined {
  if (!isApiError(error) || error.code !== 'accept_changed') return undefined;
  const reason = stepReasonsOf(error).find((entry) => entry.rule === 'acceptWithdrawsChanged');
  return reason?.rule === 'acceptWithdrawsChanged' ? reason.withdraws : undefined;
}
