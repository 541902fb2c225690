import { useState } from 'react';
import type { DriveDetail } from '@/lib/api/season-contract';
import type { DriveApplicant } from '@/lib/api/season-contract-people';
import { collegeDateTime } from '@/lib/season/college-time';
import { formatRupees } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { listApplicants, listDriveOffers, type Side } from '../api/season-api';
import { OFFER_STATE_LABELS } from '../model/season-text';
import { OfferDialog } from './offer-dialog';

/** The drive's selected students and their offers; the company issues an offer to a finalist without one. */
export function OffersSection({ drive, side }: { drive: DriveDetail; side: Side }) {
  const [reloads, setReloads] = useState(0);
  const [offering, setOffering] = useState<DriveApplicant>();
  const data = useResource(`finalists:${drive.id}:${reloads}`, async () => {
    const [finalists, offers] = await Promise.all([
      listApplicants(drive.id, { state: 'selected', sort: 'name', pageSize: '500' }),
      listDriveOffers(drive.id),
    ]);
    return { finalists: finalists.items, offers: offers.offers };
  });
  return (
    <section className="card" aria-labelledby="offers-heading">
      <h2 id="offers-heading">Finalists and offers</h2>
      <ResourceState
        resource={data}
        label="finalists"
        isEmpty={({ finalists, offers }) => !finalists.length && !offers.length}
        empty={<p>Nobody is selected yet: the last round's results select the finalists.</p>}
      >
        {({ finalists, offers }) => (
          <ul className="offer-list">
            {finalists.map((finalist) => {
              const offer = offers.find((candidate) => candidate.applicationId === finalist.applicationId);
              return (
                <li key={finalist.applicationId}>
                  <div>
                    <strong>{finalist.name}</strong>{' '}
                    <span className="muted">
                      {finalist.rollNumber} · {finalist.branch}
                    </span>
                  </div>
                  {offer ? (
                    <p className="offer-list__offer">
                      {tierLabel(offer.tier)} offer, {formatRupees(offer.ctcTotal)}:{' '}
                      {OFFER_STATE_LABELS[offer.state]}{' '}
                      <span className="muted">
                        (answer by {collegeDateTime(offer.respondBy, offer.timeZone)})
                      </span>
                    </p>
                  ) : side === 'company' ? (
                    <Button size="small" onClick={() => setOffering(finalist)}>
                      Issue an offer<span className="visually-hidden"> to {finalist.name}</span>
                    </Button>
                  ) : (
                    <p className="muted">No offer yet</p>
                  )}
                </li>
              );
            })}
          </ul>
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
