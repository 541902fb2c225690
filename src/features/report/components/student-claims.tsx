import { useState } from 'react';
import { toast } from 'sonner';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { claimReviewsFrom, type ClaimReviewState } from '@/lib/report/claim-machine';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { getClaims, reviewClaim } from '../api/report-api';
import { CLAIM_STATE_TEXT, claimSummary } from '../model/claim-text';

/** Claims a page: those waiting come first, so the TPO's work is on the first page. */
const CLAIMS_PER_PAGE = 10;

/**
 * Outcomes students reported, paged by the server, waiting ones first, each with the steps CLAIM_MACHINE gives the
 * TPO (confirm or reject a waiting one; only confirmed ones count).
 */
export function StudentClaims({ onChanged }: { onChanged: () => void }) {
  const [page, setPage] = useState(1);
  const [reviews, setReviews] = useState(0);
  const claims = useResource(`report-claims:${reviews}:${page}`, () =>
    getClaims({ reportedBy: 'student', page: String(page), pageSize: String(CLAIMS_PER_PAGE) }),
  );
  const review = async (id: string, state: ClaimReviewState, who: string) => {
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
        <div className="panel report-claim">
          <p>
            <strong>{claim.name}</strong> ({claim.rollNumber}): {claimSummary(claim)}
          </p>
          <p className="muted">
            {CLAIM_STATE_TEXT[claim.state]}
            {claim.evidence && `; offer letter ${claim.evidence.name}`}
          </p>
          <ReviewButtons
            reviews={claimReviewsFrom(claim.state, 'tpo')}
            who={claim.name}
            onReview={(state) => review(claim.id, state, claim.name)}
          />
        </div>
      )}
    />
  );
}

/** The TPO's steps on one claim, the first the main one; nothing once the claim is reviewed. */
function ReviewButtons({
  reviews,
  who,
  onReview,
}: {
  reviews: { to: ClaimReviewState; action: string }[];
  who: string;
  onReview: (state: ClaimReviewState) => void;
}) {
  if (!reviews.length) return null;
  return (
    <div className="report-claim__actions">
      {reviews.map(({ to, action }, index) => (
        <Button
          key={to}
          size="small"
          variant={index === 0 ? 'primary' : 'secondary'}
          onClick={() => onReview(to)}
        >
          {action} {who}
        </Button>
      ))}
    </div>
  );
}
