import { useState } from 'react';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { usePageParam } from '@/ui/screen/use-page-param';
import type { OfferAnswerResponse } from '@/lib/api/student-offer-contract';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getStanding, getStudentOffers } from '../api/season-api';
import { AnswerOutcome } from '../components/answer-outcome';
import { OfferCard } from '../components/offer-card';
import { PolicyCard } from '../components/policy-card';
import '../components/season.css';

/** /student/offers: the offers the student holds, a page at a time, waiting ones first; each answered once. */
export default function OffersPage() {
  const [page, setPage] = usePageParam();
  const offers = useResource(`student-offers?page=${page}`, () => getStudentOffers({ page: String(page) }), {
    keepPrevious: true,
  });
  const standing = useResource('season-standing', () => getStanding());
  const [answered, setAnswered] = useState<OfferAnswerResponse>();
  const onAnswered = (answer: OfferAnswerResponse) => {
    setAnswered(answer);
    offers.reload();
    standing.reload();
  };
  return (
    <div className="screen">
      <ScreenHeader
        title="Offers"
        intro="Answer each offer before its respond-by time. Each offer says what accepting it does under the season's policy, before you confirm."
      />
      <AnswerOutcome answered={answered} />
      <div className="season-stack">
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading">Your offers</h2>
          <PagedRecordList
            resource={offers}
            label="your offers"
            empty={
              <p className="muted">No offers yet. Offers from the drives you are selected in appear here.</p>
            }
            pagesLabel="Offer pages"
            onPage={setPage}
            keyOf={(item) => item.offer.id}
            renderItem={(item) => <OfferCard item={item} onAnswered={onAnswered} />}
            noun="offer"
          />
        </section>
        <ResourceState resource={standing} label="the season's policy">
          {(data) => <PolicyCard standing={data.standing} />}
        </ResourceState>
      </div>
    </div>
  );
}
