import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { getStanding } from '../api/season-api';
import { standingText } from '../model/standing-text';

/**
 * The student's overview, once they accepted an offer: that they are placed, in the words of their drives page.
 * Nothing while it loads, before they are placed, or when the student is in no batch (the standing is refused).
 */
export function PlacedCard() {
  const standing = useResource('student-standing-overview', () => getStanding());
  const data = standing.data?.standing;
  if (data?.enrolment !== 'placed') return null;
  return (
    <section className="card" aria-labelledby="placed-heading">
      <h2 id="placed-heading">Your placement season</h2>
      <p>
        <strong>{standingText(data)}</strong>
      </p>
      <ButtonLink href={paths.studentOffers} variant="secondary" size="small">
        See your offers
      </ButtonLink>
    </section>
  );
}
