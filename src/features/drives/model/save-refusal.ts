/**
 * A refused save of a drive, plainly: what the server said, its reasons in words (a refused edit lists each term
 * students applied to that cannot change), and the answer itself (status and code) for whoever reports it.
 */
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { driveChangedReasonOf, driveEditReasonsOf } from '@/lib/api/season-errors';
import { describeDriveEditReason } from '@/lib/season/drive-edit';
import { describeDriveChanged } from '@/lib/season/drive-version';
import type { RefusalText } from '@/ui/refusal-alert';
import { answerOf } from './season-refusal';

export function saveRefusalOf(error: unknown): RefusalText {
  const message = portalErrorMessage(error);
  const answer = answerOf(error);
  if (!isApiError(error) || answer === undefined) return { message, reasons: [] };
  const changed = error.code === 'drive_changed' ? driveChangedReasonOf(error) : undefined;
  if (changed) return { message: describeDriveChanged(changed), reasons: [], answer };
  const reasons = error.code === 'terms_locked' ? driveEditReasonsOf(error).map(describeDriveEditReason) : [];
  // The server's message joins the reasons; the list says them one by one.
  if (reasons.length) return { message: 'Not saved: what students applied to stays.', reasons, answer };
  return { message, reasons, answer };
}
