import type { ApplicationState, OfferState } from '@/lib/season/machines';
import { APPLICATION_STATE_LABELS } from '@/lib/season/application-state-labels';
import { OFFER_STATE_LABELS } from '../model/offer-state-labels';

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  return (
    <span className={`badge season-state season-state--${state}`}>{APPLICATION_STATE_LABELS[state]}</span>
  );
}

export function OfferStateBadge({ state }: { state: OfferState }) {
  return <span className={`badge season-state season-state--${state}`}>{OFFER_STATE_LABELS[state]}</span>;
}
