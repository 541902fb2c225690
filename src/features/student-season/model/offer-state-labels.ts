import type { OfferState } from '@/lib/season/machines';

/** Each offer state as the student reads it (the TPO's words are the drives feature's). */
export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  issued: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  // The company or the placement cell: the card says which (offer.rescinded).
  rescinded: 'Rescinded',
};
