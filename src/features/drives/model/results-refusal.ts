/**
 * A refused publication, preview or correction of a round's results, plainly: the server's message, its reasons
 * in words (the drive's state, a round whose next results are out, an offer the applicant holds, a count that
 * changed since the preview) and the answer (status and code) for whoever reports it.
 */
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import type { RefusalText } from '@/ui/refusal-alert';
import { seasonRefusalOf } from './season-refusal';

/** `zone`: the college's, in which any time of a reason is written. */
export function resultsRefusalOf(error: unknown, zone: string): RefusalText {
  const refusal = seasonRefusalOf(error, zone);
  // The message often says the one reason already ('Not corrected: the applicant …'): the list adds only the others.
  const said = refusal.message.toLowerCase();
  return { ...refusal, reasons: refusal.reasons.filter((reason) => !said.includes(reason.toLowerCase())) };
}

/** The same in one paragraph, for the outbox's report of a publication sent later and refused. */
export function resultsErrorMessage(error: unknown): string {
  // The outbox keeps no drive, so no zone: none of a round's refusals names a time (a state, a count, an offer).
  const { message, reasons } = resultsRefusalOf(error, DEFAULT_COLLEGE_TIME_ZONE);
  return [message, ...reasons].join(' ');
}
