import { useMay } from '@/features/auth/public';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import type { DriveDetail } from '@/lib/api/drive-contract';
import type { Offer } from '@/lib/api/offer-contract';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { RefusalAlert, type RefusalText } from '@/ui/refusal-alert';
import { ResourceState } from '@/ui/resource-state';
import { listApplicants, listDriveOffers, type Side } from '../api/season-api';
import { OfferDialog } from './offer-dialog';
import { OfferRow } from './offer-row';
import { RescindOfferDialog } from './rescind-offer-dialog';
import '@/ui/styles/lists.css';

const OFFER_PAGE_SIZE = 10;
/** Finalists waiting for an offer shown at once (a drive rarely selects more; the rest are counted). */
const WAITING_SHOWN = 100;

/**
 * The drive's finalists and offers: the selected students still waiting for an offer (the company issues one
 * from here), and the drive's offers, a page at a time from the server, each with the steps the offer machine
 * gives this side (rescind an issued or accepted offer, asked first; a refusal says why).
 */
export function OffersSection({ drive, side }: { drive: DriveDetail; side: Side }) {
  const [reloads, setReloads] = useState(0);
  const [page, setPage] = useState(1);
  const [offering, setOffering] = useState<DriveApplicant>();
  const [rescinding, setRescinding] = useState<Offer>();
  const [refusal, setRefusal] = useState<RefusalText>();
  const reload = () => setReloads((count) => count + 1);
  const mayOffer = useMay('offers.manage');
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
            <ul className="row-list offer-list" aria-labelledby="waiting-heading">
              {finalists.items.map((finalist) => (
                <li key={finalist.applicationId}>
                  <div>
                    <strong>{finalist.name}</strong>{' '}
                    <span className="muted">
                      {finalist.rollNumber} · {finalist.branch}
                    </span>
                  </div>
                  {side === 'company' && mayOffer ? (
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
            <ul className="row-list offer-list" aria-labelledby="offer-list-heading">
              {list.items.map((offer) => (
                <OfferRow
                  key={offer.id}
                  offer={offer}
                  side={side}
                  {...(mayOffer && {
                    onRescind: () => {
                      setRefusal(undefined);
                      setRescinding(offer);
                    },
                  })}
                />
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
      <RefusalAlert refusal={refusal} />
      {rescinding && (
        <RescindOfferDialog
          offer={rescinding}
          side={side}
          onCancel={() => setRescinding(undefined)}
          onSettled={(refused) => {
            setRescinding(undefined);
            setRefusal(refused);
            if (!refused) toast.success(`Offer to ${rescinding.studentName} rescinded; they are told.`);
            reload();
          }}
        />
      )}
      {offering && (
        <OfferDialog
          drive={drive}
          applicant={offering}
          onClose={() => setOffering(undefined)}
          onIssued={() => {
            setOffering(undefined);
            reload();
          }}
        />
      )}
    </section>
  );
}
