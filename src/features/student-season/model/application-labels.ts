import type { ApplicationState, OfferState } from '@/lib/season/machines';

/** Each application state as the student reads it. */
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
  issued: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  // The company or the placement cell: the card says which (offer.rescinded).
  rescinded: 'Rescinded',
};
