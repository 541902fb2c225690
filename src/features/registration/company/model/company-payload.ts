import type { CompanyApplication, JobPost } from '@/lib/api/registration-contract';
import type { JobRole } from '@/lib/options/company';
import { isEmptyJobPost, type CompanyFormValues, type JobPostValues } from './company-form-values';

function salary(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

function jobPayload(job: JobPostValues): JobPost {
  const min = salary(job.min_salary);
  const max = salary(job.max_salary);
  return {
    // The role select offers only JOB_ROLES and the form blocks an empty role on a filled post.
    role: job.role as JobRole,
    title: job.title.trim(),
    description: job.description.trim(),
    ...(min === undefined ? {} : { min_salary: min }),
    ...(max === undefined ? {} : { max_salary: max }),
  };
}

/**
 * The POST /company/form body (spec section 3) from the form values, field names byte for byte. Untouched job
 * posts are left out; the confirmation password and the verification bookkeeping are never sent. Call it only
 * after the submit checks passed. A select holds one of its options, or '' when nothing was chosen.
 */
export function buildCompanyApplication(values: CompanyFormValues): CompanyApplication {
  return {
    company_name: values.company_name.trim(),
    company_address: values.company_address.trim(),
    website: values.website.trim(),
    employees: values.employees as CompanyApplication['employees'],
    contact_person: values.contact_person.trim(),
    designation: values.designation as CompanyApplication['designation'],
    email: values.email.trim(),
    phone: values.phone,
    hr_name: values.hr_name.trim(),
    hr_designation: values.hr_designation as CompanyApplication['hr_designation'],
    hr_email: values.hr_email.trim(),
    hr_phone: values.hr_phone,
    password: values.password,
    acknowledge: true,
    jobs: values.jobs.filter((job) => !isEmptyJobPost(job)).map(jobPayload),
  };
}
