import { useState } from 'react';
import { toast } from 'sonner';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { getClaims, reviewClaim } from '../api/report-api';
import { CLAIM_STATE_TEXT, claimSummary } from '../model/claim-text';

/** Claims a page: those waiting come first, so the TPO's work is on the first page. */
const CLAIMS_PER_PAGE = 10;

/** Outcomes students reported, paged by the server, waiting ones first: confirm or reject (only confirmed count). */
export function StudentClaims({ onChanged }: { onChanged: () => void }) {
  const [page, setPage] = useState(1);
  const [reviews, setReviews] = useState(0);
  const claims = useResource(`report-claims:${reviews}:${page}`, () =>
    getClaims({ reportedBy: 'student', page: String(page), pageSize: String(CLAIMS_PER_PAGE) }),
  );
  const review = async (id: string, state: 'confirmed' | 'rejected', who: string) => {
    try {
      await reviewClaim(id, state);
      toast.success(`${who}'s claim ${state}`);
      setReviews((count) => count + 1);
      onChanged();
    } catch (error) {
      toast.error(portalErrorMessage(error));
    }
  };
  return (
    <PagedRecordList
      resource={claims}
      label="claims"
      empty={<p>No student has reported an outcome yet.</p>}
      pagesLabel="Claim pages"
      onPage={setPage}
      keyOf={(claim) => claim.id}
      renderItem={(claim) => (
        <div className="report-claim">
          <p>
            <strong>{claim.name}</strong> ({claim.rollNumber}): {claimSummary(claim)}
          </p>
          <p className="muted">
            {CLAIM_STATE_TEXT[claim.state]}
            {claim.evidence && `; offer letter ${claim.evidence.name}`}
          </p>
          {claim.state === 'pending' && (
            <div className="report-claim__actions">
              <Button size="small" onClick={() => review(claim.id, 'confirmed', claim.name)}>
                Confirm {claim.name}
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => review(claim.id, 'rejected', claim.name)}
              >
                Reject {claim.name}
              </Button>
            </div>
          )}
        </div>
      )}
    />
  );
}
