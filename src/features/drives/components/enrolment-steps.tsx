import { useState } from 'react';
import { toast } from 'sonner';
import type { Standing, StudentApplication } from '@/lib/api/student-season-contract';
import {
  describeEnrolmentChange,
  isTpoEnrolmentTarget,
  type EnrolmentChange,
  type TpoEnrolmentTarget,
} from '@/lib/season/enrolment';
import { ACTIVE_APPLICATION_STATES, ENROLMENT_MACHINE, type EnrolmentState } from '@/lib/season/machines';
import { nextSteps, type Transition } from '@/lib/season/state-machine';
import { Button } from '@/ui/button';
import { ENROLMENT_LABELS } from '../model/enrolment-step-text';
import { EnrolmentStepDialog } from './enrolment-step-dialog';

type TpoStep = Transition<EnrolmentState> & { to: TpoEnrolmentTarget };

/**
 * A student's place in the season on the TPO's page: where they stand, every kept change (who, when, why), and
 * exactly the steps the enrolment machine allows the placement cell from here, each asked with its reason.
 */
export function EnrolmentSteps({
  name,
  rollNumber,
  standing,
  history,
  applications,
  onChanged,
}: {
  name: string;
  rollNumber: string;
  standing: Standing;
  history: readonly EnrolmentChange[];
  applications: readonly StudentApplication[];
  onChanged: () => void;
}) {
  const [taking, setTaking] = useState<TpoStep>();
  const steps = nextSteps(ENROLMENT_MACHINE, standing.enrolment, 'tpo').filter((step): step is TpoStep =>
    isTpoEnrolmentTarget(step.to),
  );
  const inProgress = applications
    .filter((application) => ACTIVE_APPLICATION_STATES.includes(application.state))
    .map((application) => application.drive);
  return (
    <section className="card" aria-labelledby="place-heading">
      <h2 id="place-heading">Place in the season</h2>
      <p>
        <strong>{ENROLMENT_LABELS[standing.enrolment]}</strong>
        <span className="muted"> · absences counting toward a block: {standing.absences}</span>
      </p>
      {history.length > 0 && (
        <ol className="enrolment-history" aria-label="Changes of place">
          {history.map((change) => (
            <li key={change.at + change.to}>{describeEnrolmentChange(change, standing.timeZone)}</li>
          ))}
        </ol>
      )}
      {steps.length ? (
        <div className="drive-actions">
          {steps.map((step) => (
            <Button
              key={step.to}
              variant={step.to === 'available' ? 'primary' : 'secondary'}
              onClick={() => setTaking(step)}
            >
              {step.action}
            </Button>
          ))}
        </div>
      ) : (
        <p className="muted">
          A placed student&apos;s place follows their offers: the placement cell has no step to take here.
        </p>
      )}
      {taking && (
        <EnrolmentStepDialog
          step={taking}
          name={name}
          rollNumber={rollNumber}
          inProgress={inProgress}
          onClose={() => setTaking(undefined)}
          onDone={() => {
            toast.success(`${taking.action}: done. ${name} is told why.`);
            setTaking(undefined);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
