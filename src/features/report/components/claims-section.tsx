import { toast } from 'sonner';
import type { TpoClaimInput } from '@/lib/api/report-contract';
import { CLAIM_KIND_VALUES } from '@/lib/report/claim-machine';
import { recordClaim } from '../api/report-api';
import { ClaimForm, type ClaimToSend } from './claim-form';
import { StudentClaims } from './student-claims';

function tpoInput(values: ClaimToSend): TpoClaimInput {
  const { rollNumber = '', letter, fixed, variable, joiningBonus, ...rest } = values;
  return {
    ...rest,
    rollNumber,
    ...(fixed && { fixed }),
    ...(variable && { variable }),
    ...(joiningBonus && { joiningBonus }),
    ...(letter && { letter }),
  };
}

/**
 * Outcomes after graduation: students' claims waiting for the TPO (confirm or reject: only confirmed ones count),
 * and the form where the TPO records an off-campus or pre-placement offer, or any other outcome, with evidence.
 */
export function ClaimsSection({ onChanged }: { onChanged: () => void }) {
  return (
    <section className="report-section report-no-print" aria-labelledby="claims-heading">
      <h2 id="claims-heading">Outcomes after graduation</h2>
      <h3>Claims from students</h3>
      <StudentClaims onChanged={onChanged} />
      <h3>Record an outcome</h3>
      <p className="muted">
        An off-campus or pre-placement offer needs its pay and the offer letter. What you record counts at
        once.
      </p>
      <ClaimForm
        formId="report-claim:tpo"
        title="Record an outcome"
        kinds={CLAIM_KIND_VALUES}
        askRollNumber
        submitLabel="Record outcome"
        send={async (values) => {
          const { claim } = await recordClaim(tpoInput(values));
          toast.success(`Recorded for ${claim.name || claim.rollNumber}`);
          onChanged();
        }}
      />
    </section>
  );
}
