import { toast } from 'sonner';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { TpoClaimInput } from '@/lib/api/report-contract';
import { CLAIM_KIND_VALUES } from '@/lib/report/claim-machine';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { getClaims, recordClaim, reviewClaim } from '../api/report-api';
import { CLAIM_STATE_TEXT, claimSummary } from '../model/claim-text';
import { ClaimForm, type ClaimValues } from './claim-form';

function tpoInput(values: ClaimValues & { kind: TpoClaimInput['kind'] }): TpoClaimInput {
  const { rollNumber = '', letter, fixed, variable, ...rest } = values;
  return {
    ...rest,
    rollNumber,
    ...(fixed && { fixed }),
    ...(variable && { variable }),
    ...(letter && { letter }),
  };
}

/**
 * Outcomes after graduation: students' claims waiting for the TPO (confirm or reject: only confirmed ones count),
 * and the form where the TPO records an off-campus or pre-placement offer, or any other outcome, with evidence.
 */
export function ClaimsSection({ onChanged }: { onChanged: () => void }) {
  const claims = useResource('report-claims', () => getClaims());
  const changed = () => {
    claims.reload();
    onChanged();
  };
  const review = async (id: string, state: 'confirmed' | 'rejected', who: string) => {
    try {
      await reviewClaim(id, state);
      toast.success(`${who}'s claim ${state}`);
      changed();
    } catch (error) {
      toast.error(portalErrorMessage(error));
    }
  };
  return (
    <section className="report-section report-no-print" aria-labelledby="claims-heading">
      <h2 id="claims-heading">Outcomes after graduation</h2>
      <h3>Claims from students</h3>
      <ResourceState
        resource={claims}
        label="claims"
        isEmpty={(data) => !data.claims.some((claim) => claim.reportedBy === 'student')}
        empty={<p>No student has reported an outcome yet.</p>}
      >
        {(data) => (
          <ul className="report-claims">
            {data.claims
              .filter((claim) => claim.reportedBy === 'student')
              .map((claim) => (
                <li key={claim.id} className="report-claim">
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
                </li>
              ))}
          </ul>
        )}
      </ResourceState>
      <h3>Record an outcome</h3>
      <p className="muted">
        An off-campus or pre-placement offer needs its CTC and the offer letter. What you record counts at
        once.
      </p>
      <ClaimForm
        title="Record an outcome"
        kinds={CLAIM_KIND_VALUES}
        askRollNumber
        submitLabel="Record outcome"
        send={async (values) => {
          const { claim } = await recordClaim(tpoInput(values));
          toast.success(`Recorded for ${claim.name || claim.rollNumber}`);
          changed();
        }}
      />
    </section>
  );
}
