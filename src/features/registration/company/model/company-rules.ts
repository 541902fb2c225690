import { COMPANY_NAME_MIN_LENGTH } from '@/lib/constants';
import { readNameCharacters, validateOrgName, validateRequiredUrl } from '@/lib/validation/form-rules';
import { fieldMessage, MSG } from '@/lib/validation/messages';
import type { Validator } from '@/lib/validation/rules';
import { isEmptyJobPost, type CompanyFormValues, type JobPostValues } from './company-form-values';

/** The visible labels the field messages name ('{field} is required'). */
export const COMPANY_LABELS = {
  company_name: 'Company name',
  company_address: 'Company address',
  website: 'Website',
  employees: 'Number of employees',
  contact_person: 'Technical lead name',
  designation: 'Designation',
  email: 'Technical lead email',
  phone: 'Technical lead phone',
  hr_name: 'HR name',
  hr_designation: 'HR designation',
  hr_email: 'HR email',
  hr_phone: 'HR phone',
  role: 'Role',
  title: 'Job title',
  description: 'Job description',
  min_salary: 'Minimum salary',
  max_salary: 'Maximum salary',
} as const;

/** Shown under the name fields, which drop any other character while typing. */
export const NAME_CHARACTERS_HINT = "Letters, spaces and - . ' ( ) , & only.";

/** The fields that drop disallowed characters while typing (spec section 5), each naming itself in the note. */
export const COMPANY_CHARACTER_READERS = {
  company_name: readNameCharacters(COMPANY_LABELS.company_name),
  contact_person: readNameCharacters(COMPANY_LABELS.contact_person),
  hr_name: readNameCharacters(COMPANY_LABELS.hr_name),
  title: readNameCharacters(COMPANY_LABELS.title),
};

/**
 * Blocking rules of single fields (spec section 5, company form). The employee range and the designations are
 * not among them: the spec does not require them (docs/decisions/), and an empty choice is sent as ''.
 */
export const COMPANY_FIELD_RULES = {
  company_name: validateOrgName(COMPANY_LABELS.company_name, COMPANY_NAME_MIN_LENGTH),
  contact_person: validateOrgName(COMPANY_LABELS.contact_person, COMPANY_NAME_MIN_LENGTH),
  hr_name: validateOrgName(COMPANY_LABELS.hr_name, COMPANY_NAME_MIN_LENGTH),
  website: validateRequiredUrl(COMPANY_LABELS.website),
} satisfies Partial<Record<keyof CompanyFormValues, Validator<string | undefined>>>;

export type JobPostErrors = Partial<Record<'role' | 'title', string>>;

/** A post with anything filled in needs a role and a title; an untouched post is simply not sent. */
export function jobPostErrors(job: JobPostValues): JobPostErrors | undefined {
  if (isEmptyJobPost(job)) return undefined;
  const errors: JobPostErrors = {};
  if (!job.role) errors.role = fieldMessage.required(COMPANY_LABELS.role);
  if (!job.title.trim()) errors.title = fieldMessage.required(COMPANY_LABELS.title);
  return Object.keys(errors).length ? errors : undefined;
}

export type CompanyRecordErrors = {
  acknowledge?: string;
  jobs?: (JobPostErrors | undefined)[];
};

/**
 * The rules that look at more than one field (the form's `validate`): job posts depend on their whole row, and
 * the acknowledgement is required. Field errors appear under each field and block submitting.
 */
export function validateCompanyRecord(values: CompanyFormValues): CompanyRecordErrors {
  const errors: CompanyRecordErrors = {};
  if (!values.acknowledge) errors.acknowledge = MSG.acknowledgePrivacy;
  const jobs = (values.jobs ?? []).map(jobPostErrors);
  if (jobs.some(Boolean)) errors.jobs = jobs;
  return errors;
}
