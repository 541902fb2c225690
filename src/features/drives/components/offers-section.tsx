import { useState } from 'react';
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { collegeDateTime } from '@/lib/season/college-time';
import { formatRupees } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { listApplicants, listDriveOffers, type Side } from '../api/season-api';
import { OFFER_STATE_LABELS } from '../model/season-text';
import { OfferDialog } from './offer-dialog';

const OFFER_PAGE_SIZE = 10;
/** Finalists waiting for an offer shown at once (a drive rarely selects more; the rest are counted). */
const WAITING_SHOWN = 100;

/**
 * The drive's finalists and offers: the selected students still waiting for an offer (the company issues one
 * from here), and the drive's offers, a page at a time from the server.
 */
export function OffersSection({ drive, side }: { drive: DriveDetail; side: Side }) {
  const [reloads, setReloads] = useState(0);
  const [page, setPage] = useState(1);
  const [offering, setOffering] = useState<DriveApplicant>();
  const waiting = useResource(`finalists:${drive.id}:${reloads}`, () =>
    listApplicants(drive.id, {
      state: 'selected',
      offer: 'none',
      sort: 'name',
      pageSize: String(WAITING_SHOWN),
    }),
  );
  const offers = useResource(
    `offers:${drive.id}:${page}:${reloads}`,
    () => listDriveOffers(drive.id, page, OFFER_PAGE_SIZE),
    { keepPrevious: true },
  );
  return (
    <section className="card" aria-labelledby="offers-heading">
      <h2 id="offers-heading">Finalists and offers</h2>
      <h3 id="waiting-heading">Selected, waiting for an offer</h3>
      <ResourceState
        resource={waiting}
        label="finalists"
        isEmpty={(finalists) => finalists.total === 0}
        empty={<p>Nobody selected is waiting for an offer.</p>}
      >
        {(finalists) => (
          <>
            <ul className="offer-list" aria-labelledby="waiting-heading">
              {finalists.items.map((finalist) => (
                <li key={finalist.applicationId}>
                  <div>
                    <strong>{finalist.name}</strong>{' '}
                    <span className="muted">
                      {finalist.rollNumber} · {finalist.branch}
                    </span>
                  </div>
                  {side === 'company' ? (
                    <Button size="small" onClick={() => setOffering(finalist)}>
                      Issue an offer<span className="visually-hidden"> to {finalist.name}</span>
                    </Button>
                  ) : (
                    <p className="muted">No offer yet</p>
                  )}
                </li>
              ))}
            </ul>
            {finalists.total > finalists.items.length && (
              <p className="muted">And {finalists.total - finalists.items.length} more.</p>
            )}
          </>
        )}
      </ResourceState>
      <h3 id="offer-list-heading">Offers</h3>
      <ResourceState
        resource={offers}
        label="offers"
        isEmpty={(list) => list.total === 0}
        empty={<p>No offers yet.</p>}
      >
        {(list) => (
          <>
            <ul className="offer-list" aria-labelledby="offer-list-heading">
              {list.items.map((offer) => (
                <li key={offer.id}>
                  <div>
                    <strong>{offer.studentName}</strong> <span className="muted">{offer.rollNumber}</span>
                  </div>
                  <p className="offer-list__offer">
                    {tierLabel(offer.tier)} offer, {formatRupees(offer.ctcTotal)}:{' '}
                    {OFFER_STATE_LABELS[offer.state]}{' '}
                    <span className="muted">
                      (answer by {collegeDateTime(offer.respondBy, offer.timeZone)})
                    </span>
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={OFFER_PAGE_SIZE}
              total={list.total}
              onPage={setPage}
              label="Offer pages"
            />
          </>
        )}
      </ResourceState>
      {offering && (
        <OfferDialog
          drive={drive}
          applicant={offering}
          onClose={() => setOffering(undefined)}
          onIssued={() => {
            setOffering(undefined);
            setReloads((count) => count + 1);
          }}
        />
      )}
    </section>
  );
}
