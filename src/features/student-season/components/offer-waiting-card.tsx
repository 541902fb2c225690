import { formatRupees } from '@/lib/season/money';
import { paths } from '@/lib/routes';
import { tierLabel } from '@/lib/season/tiers';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { getStudentOffers } from '../api/season-api';
import { useNow } from '../model/use-now';
import { RespondBy } from './respond-by';
import './season.css';

/**
 * The student's overview: the offer waiting for their answer that is due first, with its respond-by time and the
 * time left. Nothing while it loads, when none waits, or when the student is in no batch (the server then has no
 * offers for them): the overview's other cards stand on their own.
 */
export function OfferWaitingCard() {
  // Waiting offers come first, the soonest respond-by first: the first one is the one to show.
  const offers = useResource('student-offer-waiting', () => getStudentOffers({ pageSize: '1' }));
  const now = useNow();
  const first = offers.data?.items[0]?.offer;
  if (!first || first.state !== 'issued' || Date.parse(first.respondBy) <= now) return null;
  const more = (offers.data?.waiting ?? 1) - 1;
  return (
    <section className="card offer-waiting" aria-labelledby="offer-waiting-heading">
      <h2 id="offer-waiting-heading">Offer waiting for your answer</h2>
      <p className="offer-waiting__role">
        {first.companyName}: {first.title}
      </p>
      <p>
        {tierLabel(first.tier)} offer, CTC {formatRupees(first.ctcTotal)} a year, {first.location}
      </p>
      <p>
        Respond by <RespondBy at={first.respondBy} zone={first.timeZone} />
      </p>
      {more > 0 && (
        <p className="muted">
          {more === 1 ? 'One more offer waits' : `${more} more offers wait`} for your answer.
        </p>
      )}
      <ButtonLink href={paths.studentOffers} size="small">
        Answer the offer
      </ButtonLink>
    </section>
  );
}
