import { validate } from 'superstruct';
import { JobInputSchema, type CompanyJob, type JobInput } from '@/lib/api/portal-contract';
import { JOB_OPENINGS_MAX } from '@/lib/constants';
import type { JobRole } from '@/lib/options/company';
import { required, validatePrintableTitle } from '@/lib/validation/form-rules';
import { fieldMessage } from '@/lib/validation/messages';

/** Every field of the Post New Job / Edit job form, as the inputs hold them (strings). */
export interface JobFormValues {
  role: JobRole | '';
  title: string;
  description: string;
  min_salary: string;
  max_salary: string;
  location: string;
  openings: string;
  closing_date: string;
}

/** The visible labels (the field messages name them). Role to salary match the company form's words. */
export const JOB_FORM_LABELS = {
  role: 'Role',
  title: 'Job title',
  description: 'Job description',
  min_salary: 'Minimum salary',
  max_salary: 'Maximum salary',
  location: 'Location',
  openings: 'Openings',
  closing_date: 'Closing date',
} as const satisfies Record<keyof JobFormValues, string>;

export const JOB_FORM_MESSAGES = {
  openings: `Openings must be a whole number from 1 to ${JOB_OPENINGS_MAX}`,
  closingDatePast: 'Closing date must be today or later',
} as const;

export function emptyJobFormValues(): JobFormValues {
  return {
    role: '',
    title: '',
    description: '',
    min_salary: '',
    max_salary: '',
    location: '',
    openings: '1',
    closing_date: '',
  };
}

export function jobFormValuesOf(job: CompanyJob): JobFormValues {
  return {
    role: job.role,
    title: job.title,
    description: job.description,
    min_salary: job.min_salary === undefined ? '' : String(job.min_salary),
    max_salary: job.max_salary === undefined ? '' : String(job.max_salary),
    location: job.location,
    openings: String(job.openings),
    closing_date: job.closing_date,
  };
}

/** Any printable title, as typed: the dashboard is not the registration form (issue 14). */
const titleRule = validatePrintableTitle(JOB_FORM_LABELS.title);

/** Field rules; `today` is YYYY-MM-DD (a closing date in the past would never take an application). */
export function jobFormErrors(
  values: JobFormValues,
  today: string,
): Partial<Record<keyof JobFormValues, string>> {
  const errors: Partial<Record<keyof JobFormValues, string>> = {};
  const set = (key: keyof JobFormValues, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  set('role', values.role ? undefined : fieldMessage.required(JOB_FORM_LABELS.role));
  set('title', titleRule(values.title));
  set('description', required(JOB_FORM_LABELS.description)(values.description));
  set('location', required(JOB_FORM_LABELS.location)(values.location));
  const openings = Number(values.openings);
  if (!values.openings.trim()) set('openings', fieldMessage.required(JOB_FORM_LABELS.openings));
  else if (!/^\d+$/.test(values.openings.trim()) || openings < 1 || openings > JOB_OPENINGS_MAX) {
    set('openings', JOB_FORM_MESSAGES.openings);
  }
  if (!values.closing_date) set('closing_date', fieldMessage.required(JOB_FORM_LABELS.closing_date));
  else if (values.closing_date < today) set('closing_date', JOB_FORM_MESSAGES.closingDatePast);
  return errors;
}

const salary = (value: string) => (value === '' ? undefined : Number(value));

/** The POST/PUT /company/jobs body from the form values, checked against the shared contract. */
export function buildJobInput(values: JobFormValues): JobInput {
  const min = salary(values.min_salary);
  const max = salary(values.max_salary);
  const input = {
    role: values.role,
    title: values.title.trim(),
    description: values.description.trim(),
    ...(min === undefined ? {} : { min_salary: min }),
    ...(max === undefined ? {} : { max_salary: max }),
    location: values.location.trim(),
    openings: Number(values.openings),
    closing_date: values.closing_date,
  };
  const [error, checked] = validate(input, JobInputSchema);
  if (error) throw new Error(`Job post does not match the contract: ${error.message}`);
  return checked;
}

/** Today in the form's terms (YYYY-MM-DD, local calendar day). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
