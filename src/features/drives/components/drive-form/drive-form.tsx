import { collegeSavedTime } from '@/lib/season/college-time';
import { FORM_ERROR } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import type { SeasonPolicy } from '@/lib/season/policy';
import type { DraftRow } from '@/offline/db/app-db';
import { DraftGate } from '@/offline/drafts/draft-gate';
import { draftStart, settleDraft } from '@/offline/drafts/draft-start';
import { FormDraft } from '@/offline/drafts/form-draft';
import { Button } from '@/ui/button';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { DRIVE_FORM_LABELS as L, driveFormErrors, type DriveFormValues } from '../../model/drive-form-values';
import { collegeTimeHint } from '../../model/season-text';
import { CtcSection } from './ctc-section';
import { EligibilitySection } from './eligibility-section';
import { RoundsSection } from './rounds-section';
import { SaveRefusalBox } from './save-refusal-box';
import './drive-form.css';

interface DriveFormProps<Values extends DriveFormValues> {
  /** The form's draft (src/offline/drafts): what was typed comes back after a reload, until the drive is saved. */
  formId: string;
  /** The values the form starts from without a draft: blank, or the drive being edited. */
  blankValues: Values;
  /** The college's time zone, in which the deadline and the rounds are typed (undefined: no college chosen yet). */
  timeZoneOf: (values: Values) => string | undefined;
  /** The side's own fields (which company, or which college and job), first in the form. */
  lead: ReactNode;
  /** Extra checks of the side's own fields. */
  leadErrors?: (values: Values) => Record<string, string>;
  policy: SeasonPolicy | undefined;
  /** The live eligibility count (the TPO's batch); a company does not see the college's batch. */
  preview: boolean;
  /** Why the CTC cannot change (students applied on it), when it cannot: its fields are then read-only. */
  ctcLocked?: string;
  /** Sends the drive; answers where to go once the server took it. */
  onSave: (values: Values) => Promise<string>;
  actions: (submitting: boolean) => ReactNode;
}

/** A drive as a TPO creates or edits it or a company proposes it: the job, eligibility, CTC, deadline and rounds. */
export function DriveForm<Values extends DriveFormValues>(props: DriveFormProps<Values>) {
  return (
    <DraftGate formId={props.formId}>
      {(restored) => <DraftedDriveForm {...props} restored={restored} />}
    </DraftGate>
  );
}

function DraftedDriveForm<Values extends DriveFormValues>({
  formId,
  restored,
  blankValues,
  timeZoneOf,
  lead,
  leadErrors,
  policy,
  preview,
  ctcLocked,
  onSave,
  actions,
}: DriveFormProps<Values> & { restored: DraftRow | undefined }) {
  const [, navigate] = useLocation();
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [start] = useState(() => draftStart(restored, blankValues));
  return (
    <Form<Values>
      initialValues={start.values}
      decorators={SUBMIT_FOCUS}
      validate={(values) => ({
        ...driveFormErrors(values, new Date(), timeZoneOf(values)),
        ...leadErrors?.(values),
      })}
      onSubmit={async (values, form) => {
        let next: string;
        try {
          next = await onSave(values);
        } catch (error) {
          // The error itself: the box words it, with the server's reasons, status and code.
          return { [FORM_ERROR]: error as unknown };
        }
        await settleDraft(form, formId);
        navigate(next);
        return undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError, values }) => {
        const timeHint = collegeTimeHint(timeZoneOf(values));
        return (
          <form className="drive-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <FormDraft
              formId={formId}
              restored={restored}
              restoredPartly={start.partly}
              emptyValues={blankValues}
              hasPasswords={false}
              savedTime={collegeSavedTime(timeZoneOf(values))}
            />
            <section className="card drive-form__section" aria-labelledby="job-heading">
              <h2 id="job-heading">The job</h2>
              <div className="form-columns">
                {lead}
                <TextField name="title" label={L.title} maxLength={TEXT_MAX_LENGTH.title} required />
                <TextField
                  name="location"
                  label={L.location}
                  maxLength={TEXT_MAX_LENGTH.shortText}
                  required
                />
                <TextField
                  name="vacancies"
                  label={L.vacancies}
                  inputMode="numeric"
                  hint="Blank if not fixed"
                />
                <TextField
                  name="deadline"
                  label={L.deadline}
                  type="datetime-local"
                  hint={timeHint}
                  required
                />
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
            <RoundsSection timeHint={timeHint} />
            <SaveRefusalBox error={submitError as unknown} />
            <div className="form-actions">{actions(Boolean(submitting))}</div>
          </form>
        );
      }}
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
