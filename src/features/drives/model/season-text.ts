/** How the drives screens word the season's states and times. */
import type { ApplicationState, DriveState, OfferState } from '@/lib/season/machines';

export const DRIVE_STATE_LABELS: Record<DriveState, string> = {
  draft: 'Draft',
  proposed: 'Proposed by the company',
  open: 'Open for applications',
  'in-progress': 'Rounds in progress',
  closed: 'Closed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  waitlisted: 'Waitlisted',
  selected: 'Selected',
  rejected: 'Not selected',
  absent: 'Absent',
  withdrawn: 'Withdrawn',
};

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  issued: 'Waiting for the student',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  rescinded: 'Rescinded',
};

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date ('2026-12-01') as people read it: '1 Dec 2026'. */
export function dayText(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DATE.format(date);
}

/** An instant in the reader's time zone: '1 Dec 2026, 5:30 pm'. */
export function momentText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
