/**
 * A refused offer, plainly (issue 25: every refusal carries its reasons): why the server would not issue it, each
 * reason in words with times in the college's zone, and its answer (status and code) for whoever reports it.
 */
import type { RefusalText } from '@/ui/refusal-alert';
import { seasonRefusalOf } from './season-refusal';

/** `zone`: the college's, in which the reasons' times are written; `lead` introduces the reasons. */
export function offerRefusalOf(
  error: unknown,
  zone: string,
  lead = 'The server refused the offer:',
): RefusalText {
  const refusal = seasonRefusalOf(error, zone);
  // The server's message says in short what the reasons say in full: the list is enough after a lead.
  return refusal.reasons.length ? { ...refusal, message: lead } : refusal;
}
