import { toast } from 'sonner';
import type { StudentClaimInput } from '@/lib/api/report-contract';
import { STUDENT_CLAIM_KINDS } from '@/lib/report/claim-machine';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { getOwnClaims, submitClaim } from '../api/report-api';
import { ClaimForm, type ClaimToSend } from '../components/claim-form';
import { CLAIM_STATE_TEXT, claimSummary } from '../model/claim-text';
import '../components/report.css';

function studentInput(values: ClaimToSend): StudentClaimInput {
  const { rollNumber: _roll, letter, fixed, variable, joiningBonus, ...rest } = values;
  return {
    ...rest,
    ...(fixed && { fixed }),
    ...(variable && { variable }),
    ...(joiningBonus && { joiningBonus }),
    ...(letter && { letter }),
  };
}

/** /student/after-graduation: report a higher-studies admission or an off-campus offer, and see it confirmed. */
export default function AfterGraduationPage() {
  const own = useResource('own-claims', () => getOwnClaims());
  return (
    <div className="screen report">
      <ScreenHeader
        title="After graduation"
        intro="Tell your placement cell where you are going: a higher-studies admission, or a job offer you got outside campus drives. It counts in your college's report once the placement cell confirms it."
      />
      <ResourceState resource={own} label="your reports">
        {(data) =>
          !data.inBatch ? (
            <p>
              Your college has not listed you in a graduating batch, so there is nothing to report here yet.
            </p>
          ) : (
            <>
              <section aria-labelledby="reported-heading" className="report-section">
                <h2 id="reported-heading">What you reported</h2>
                {data.claims.length === 0 ? (
                  <p>Nothing yet.</p>
                ) : (
                  <ul className="report-claims">
                    {data.claims.map((claim) => (
                      <li key={claim.id} className="panel report-claim">
                        <p>{claimSummary(claim)}</p>
                        <p className={`report-claim__state report-claim__state--${claim.state}`}>
                          {CLAIM_STATE_TEXT[claim.state]}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="report-heading" className="report-section">
                <h2 id="report-heading">Report an outcome</h2>
                <ClaimForm
                  formId="report-claim:student"
                  title="Report an outcome"
                  kinds={STUDENT_CLAIM_KINDS}
                  askRollNumber={false}
                  submitLabel="Send to the placement cell"
                  send={async (values) => {
                    await submitClaim(studentInput(values));
                    toast.success('Sent: the placement cell will confirm it');
                    own.reload();
                  }}
                />
              </section>
            </>
          )
        }
      </ResourceState>
    </div>
  );
}
