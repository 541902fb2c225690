import { FORM_ERROR } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import type { SeasonPolicy } from '@/lib/season/policy';
import { Button } from '@/ui/button';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { DRIVE_FORM_LABELS as L, driveFormErrors, type DriveFormValues } from '../../model/drive-form-values';
import { CtcSection } from './ctc-section';
import { EligibilitySection } from './eligibility-section';
import { RoundsSection } from './rounds-section';
import { SaveRefusalBox } from './save-refusal-box';
import './drive-form.css';

interface DriveFormProps<Values extends DriveFormValues> {
  initialValues: Values;
  /** The side's own fields (which company, or which college and job), first in the form. */
  lead: ReactNode;
  /** Extra checks of the side's own fields. */
  leadErrors?: (values: Values) => Record<string, string>;
  policy: SeasonPolicy | undefined;
  /** The live eligibility count (the TPO's batch); a company does not see the college's batch. */
  preview: boolean;
  /** Why the CTC cannot change (students applied on it), when it cannot: its fields are then read-only. */
  ctcLocked?: string;
  onSave: (values: Values) => Promise<unknown>;
  actions: (submitting: boolean) => ReactNode;
}

/** A drive as a TPO creates or edits it or a company proposes it: the job, eligibility, CTC, deadline and rounds. */
export function DriveForm<Values extends DriveFormValues>({
  initialValues,
  lead,
  leadErrors,
  policy,
  preview,
  ctcLocked,
  onSave,
  actions,
}: DriveFormProps<Values>) {
  return (
    <Form<Values>
      initialValues={initialValues}
      decorators={SUBMIT_FOCUS}
      validate={(values) => ({ ...driveFormErrors(values, new Date()), ...leadErrors?.(values) })}
      onSubmit={async (values) => {
        try {
          await onSave(values);
          return undefined;
        } catch (error) {
          // The error itself: the box words it, with the server's reasons, status and code.
          return { [FORM_ERROR]: error as unknown };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form className="drive-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <section className="card drive-form__section" aria-labelledby="job-heading">
            <h2 id="job-heading">The job</h2>
            <div className="form-columns">
              {lead}
              <TextField name="title" label={L.title} maxLength={TEXT_MAX_LENGTH.title} required />
              <TextField name="location" label={L.location} maxLength={TEXT_MAX_LENGTH.shortText} required />
              <TextField name="vacancies" label={L.vacancies} inputMode="numeric" hint="Blank if not fixed" />
              <TextField name="deadline" label={L.deadline} type="datetime-local" required />
              <div className="form-columns__wide">
                <TextAreaField
                  name="description"
                  label={L.description}
                  maxLength={TEXT_MAX_LENGTH.description}
                />
              </div>
            </div>
          </section>
          <EligibilitySection preview={preview} />
          <CtcSection policy={policy} locked={ctcLocked} />
          <RoundsSection />
          <SaveRefusalBox error={submitError as unknown} />
          <div className="form-actions">{actions(Boolean(submitting))}</div>
        </form>
      )}
    </Form>
  );
}

export function SubmitButton({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" busy={submitting}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
