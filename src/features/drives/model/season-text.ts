/** How the drives screens word the season's states (its times: src/lib/season/college-time.ts). */
import { zoneName } from '@/lib/season/college-time';
import type { DriveState, OfferState } from '@/lib/season/machines';

export const DRIVE_STATE_LABELS: Record<DriveState, string> = {
  draft: 'Draft',
  proposed: 'Proposed by the company',
  open: 'Open for applications',
  'in-progress': 'Rounds in progress',
  closed: 'Closed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  issued: 'Waiting for the student',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  rescinded: 'Rescinded',
};

/**
 * Beside every season time a person types (a deadline, a round's time, an answer-by time): whose clock it reads.
 * Without a zone yet (a proposal before its college is chosen), the college to be chosen.
 */
export function collegeTimeHint(timeZone: string | undefined): string {
  return timeZone ? `Time at the college (${zoneName(timeZone)})` : 'Time at the college you choose';
}
