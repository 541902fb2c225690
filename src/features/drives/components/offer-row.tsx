import type { Offer } from '@/lib/api/offer-contract';
import { collegeDateTime } from '@/lib/season/college-time';
import { formatRupees } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import { Button } from '@/ui/button';
import type { Side } from '../api/season-api';
import { rescindStep } from '../model/rescind-text';
import { OFFER_STATE_LABELS } from '../model/season-text';

/** One offer of the drive's list: to whom, what and where it stands, and the step the offer machine gives this side. */
export function OfferRow({ offer, side, onRescind }: { offer: Offer; side: Side; onRescind?: () => void }) {
  // No rescind button for a member whose role may not rescind (onRescind absent).
  const rescind = onRescind && rescindStep(offer.state, side);
  return (
    <li>
      <div>
        <div>
          <strong>{offer.studentName}</strong> <span className="muted">{offer.rollNumber}</span>
        </div>
        <p className="offer-list__offer">
          {tierLabel(offer.tier)} offer, {formatRupees(offer.ctcTotal)}: {OFFER_STATE_LABELS[offer.state]}
          {/* Only an offer still waiting has a time to answer by: an answered or rescinded one is past it. */}
          {offer.state === 'issued' && (
            <span className="muted"> (answer by {collegeDateTime(offer.respondBy, offer.timeZone)})</span>
          )}
        </p>
        {offer.rescinded?.reason && (
          <p className="muted">Reason the student was given: {offer.rescinded.reason}</p>
        )}
      </div>
      {rescind && (
        <Button size="small" variant="secondary" onClick={onRescind}>
          {rescind.action}
          <span className="visually-hidden"> the offer to {offer.studentName}</span>
        </Button>
      )}
    </li>
  );
}
