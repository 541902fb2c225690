import type { VerifiedEmails } from '@/features/verification/public';

/** One job post row. Salaries are kept as the select's string value ('2.5'); '' means not chosen. */
export type JobPostValues = {
  /** Stable per row, so React keys and a restored draft survive deletions in the middle. */
  id: string;
  role: string;
  title: string;
  description: string;
  min_salary: string;
  max_salary: string;
};

/** Everything the person enters on the company form; drafts save and restore exactly this. */
export type CompanyFormValues = {
  company_name: string;
  company_address: string;
  website: string;
  employees: string;
  contact_person: string;
  designation: string;
  email: string;
  phone: string;
  hr_name: string;
  hr_designation: string;
  hr_email: string;
  hr_phone: string;
  password: string;
  confirmPassword: string;
  acknowledge: boolean;
  jobs: JobPostValues[];
  verifiedEmails?: VerifiedEmails;
};

function newRowId(): string {
  // randomUUID needs a secure context; plain-http previews fall back to a random string.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `job-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function newJobPost(): JobPostValues {
  return { id: newRowId(), role: '', title: '', description: '', min_salary: '', max_salary: '' };
}

/** A fresh form: everything empty and one empty job post (spec section 4, Repeatables). */
export function emptyCompanyForm(): CompanyFormValues {
  return {
    company_name: '',
    company_address: '',
    website: '',
    employees: '',
    contact_person: '',
    designation: '',
    email: '',
    phone: '',
    hr_name: '',
    hr_designation: '',
    hr_email: '',
    hr_phone: '',
    password: '',
    confirmPassword: '',
    acknowledge: false,
    jobs: [newJobPost()],
    verifiedEmails: {},
  };
}

/** A post the person left completely untouched: it needs no role or title and is not sent. */
export function isEmptyJobPost(job: JobPostValues): boolean {
  return [job.role, job.title, job.description, job.min_salary, job.max_salary].every(
    (value) => !(value ?? '').trim(),
  );
}
