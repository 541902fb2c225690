/**
 * A refused save of a drive, plainly: what the server said, its reasons in words (a refused edit lists each term
 * students applied to that cannot change), and the answer itself (status and code) for whoever reports it.
 */
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { driveEditReasonsOf } from '@/lib/api/season-errors';
import { describeDriveEditReason } from '@/lib/season/drive-edit';

export interface SaveRefusal {
  message: string;
  reasons: string[];
  /** 'HTTP 409 · terms_locked'; absent when no answer came (offline). */
  answer?: string;
}

export function saveRefusalOf(error: unknown): SaveRefusal {
  const message = portalErrorMessage(error);
  if (!isApiError(error) || error.status === undefined) return { message, reasons: [] };
  const answer = `HTTP ${error.status}${error.code ? ` · ${error.code}` : ''}`;
  const reasons = error.code === 'terms_locked' ? driveEditReasonsOf(error).map(describeDriveEditReason) : [];
  // The server's message joins the reasons; the list says them one by one.
  if (reasons.length) return { message: 'Not saved: what students applied to stays.', reasons, answer };
  return { message, reasons, answer };
}
