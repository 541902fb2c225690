import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { transitionRefusalOf } from '@/lib/api/season-errors';
import type { TpoEnrolmentTarget } from '@/lib/season/enrolment';
import type { EnrolmentState } from '@/lib/season/machines';
import { describeRefusal, type Transition } from '@/lib/season/state-machine';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBox } from '@/ui/error-box';
import { setStudentEnrolment } from '../api/season-api';
import { enrolmentStepEffect } from '../model/enrolment-step-text';
import { StudentReasonField, studentReasonErrors, type StudentReasonValues } from './student-reason-field';

const FORM_ID = 'enrolment-step-form';

/** Why the server refused, in words: the machine's refusal when it sent one. */
function refusalText(error: unknown): string {
  const refusal = isApiError(error) ? transitionRefusalOf(error) : undefined;
  return refusal ? `${describeRefusal(refusal)}.` : portalErrorMessage(error);
}

/**
 * One step of the placement cell on a student's place: says what it will do, asks for the reason the student will
 * read (required), then takes it.
 */
export function EnrolmentStepDialog({
  step,
  name,
  rollNumber,
  inProgress,
  onClose,
  onDone,
}: {
  step: Transition<EnrolmentState> & { to: TpoEnrolmentTarget };
  name: string;
  rollNumber: string;
  inProgress: readonly { companyName: string; title: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Dialog
      open
      title={`${step.action} ${name}?`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant={step.to === 'available' ? 'primary' : 'danger'}>
            {step.action}
          </Button>
        </>
      }
    >
      <ul className="step-effects">
        {enrolmentStepEffect(step.from, step.to, name, inProgress).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <Form<StudentReasonValues>
        initialValues={{ reason: '' }}
        validate={studentReasonErrors}
        onSubmit={async (values) => {
          try {
            await setStudentEnrolment(rollNumber, { state: step.to, reason: values.reason.trim() });
          } catch (error) {
            return { [FORM_ERROR]: refusalText(error) };
          }
          onDone();
          return undefined;
        }}
      >
        {({ handleSubmit, submitError }) => (
          <form id={FORM_ID} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <StudentReasonField />
            <ErrorBox message={submitError as string | undefined} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
