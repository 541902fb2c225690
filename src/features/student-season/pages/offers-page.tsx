import { useState } from 'react';
import { ScreenHeader } from '@/features/dashboard/public';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getStudentOffers } from '../api/season-api';
import { AnswerOutcome } from '../components/answer-outcome';
import { OfferCard, type OfferAnswered } from '../components/offer-card';
import { PolicyCard } from '../components/policy-card';
import '../components/season.css';

/** /student/offers: the offers the student holds, accepted or declined before their respond-by time. */
export default function OffersPage() {
  const offers = useResource('student-offers', () => getStudentOffers(), { keepPrevious: true });
  const [answered, setAnswered] = useState<OfferAnswered>();
  return (
    <div className="screen">
      <ScreenHeader
        title="Offers"
        intro="Answer each offer before its respond-by time. The season's policy applies as soon as you accept."
      />
      <AnswerOutcome answered={answered} />
      <ResourceState resource={offers} label="your offers">
        {(data) => (
          <div className="season-stack">
            <PolicyCard standing={data.standing} />
            <section aria-labelledby="offers-heading">
              <h2 id="offers-heading">Your offers</h2>
              {data.offers.length === 0 ? (
                <p className="muted">
                  No offers yet. Offers from the drives you are selected in appear here.
                </p>
              ) : (
                <ul className="record-list">
                  {data.offers.map(({ offer, acceptEffect }) => (
                    <li key={offer.id}>
                      <OfferCard
                        offer={offer}
                        acceptEffect={acceptEffect}
                        onAnswered={(answer) => {
                          setAnswered(answer);
                          offers.reload();
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </ResourceState>
    </div>
  );
}
