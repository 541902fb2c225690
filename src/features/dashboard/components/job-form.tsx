import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import type { JobInput } from '@/lib/api/portal-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { JOB_OPENINGS_MAX, TEXT_MAX_LENGTH } from '@/lib/constants';
import { JOB_ROLE_OPTIONS } from '@/lib/options/company';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { SelectField } from '@/ui/form/select-field';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { SalaryRangeFields } from '@/ui/form/salary-range-fields';
import {
  buildJobInput,
  JOB_FORM_LABELS,
  jobFormErrors,
  localToday,
  type JobFormValues,
} from '../model/job-form-values';

interface JobFormProps {
  initialValues: JobFormValues;
  /** Sends the job; a rejection shows above the button and keeps the values. */
  onSave: (input: JobInput) => Promise<unknown>;
  submitLabel: string;
  submittingLabel: string;
}

/** Post New Job and Edit job: the job fields of spec section 3 plus location, openings and closing date. */
export function JobForm({ initialValues, onSave, submitLabel, submittingLabel }: JobFormProps) {
  const today = localToday();
  return (
    <Form<JobFormValues>
      initialValues={initialValues}
      // Nothing is sent while a rule fails: the first field that needs the person gets the focus.
      decorators={SUBMIT_FOCUS}
      validate={(values) => jobFormErrors(values, today)}
      onSubmit={async (values) => {
        try {
          await onSave(buildJobInput(values));
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: portalErrorMessage(error) };
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form className="job-form card" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <div className="form-columns">
            <SelectField
              name="role"
              label={JOB_FORM_LABELS.role}
              options={JOB_ROLE_OPTIONS}
              placeholder="Select a role"
              required
            />
            <TextField
              name="title"
              label={JOB_FORM_LABELS.title}
              placeholder="e.g. C/C++ Firmware Engineer"
              maxLength={TEXT_MAX_LENGTH.title}
              required
            />
            <div className="form-columns__wide">
              <TextAreaField
                name="description"
                label={JOB_FORM_LABELS.description}
                maxLength={TEXT_MAX_LENGTH.description}
                required
              />
            </div>
            <SalaryRangeFields
              minName="min_salary"
              maxName="max_salary"
              labels={{ min: JOB_FORM_LABELS.min_salary, max: JOB_FORM_LABELS.max_salary }}
            />
            <TextField
              name="location"
              label={JOB_FORM_LABELS.location}
              placeholder="e.g. Bengaluru (hybrid)"
              maxLength={TEXT_MAX_LENGTH.shortText}
              required
            />
            <TextField
              name="openings"
              label={JOB_FORM_LABELS.openings}
              type="number"
              inputMode="numeric"
              min={1}
              max={JOB_OPENINGS_MAX}
              required
            />
            <TextField
              name="closing_date"
              label={JOB_FORM_LABELS.closing_date}
              type="date"
              min={today}
              required
            />
          </div>
          <ErrorBox message={submitError as string | undefined} />
          <div className="form-actions">
            <Button type="submit" busy={submitting}>
              {submitting ? submittingLabel : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
