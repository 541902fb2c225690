/**
 * Example requests for the OpenAPI document and for contract:check, made from the mock's seed (mocks/db/seed*.ts):
 * the demo accounts, companies, jobs and candidates a reader can also find in the demo. The generator checks each
 * body against its endpoint's schema, so an example that drifts from the contract fails the generation.
 */
import { DEMO_CANDIDATES } from '../../mocks/db/seed-candidate-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mocks/db/seed';
import { SEED_COMPANIES, SEED_JOBS } from '../../mocks/db/seed-portal-data';
import type { UserType } from '../../src/lib/user-types';

/** A strong password for new accounts (the spec's rule), never a real one. */
export const EXAMPLE_NEW_PASSWORD = 'Campus@2026';

function demoAccount(type: UserType) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.type === type);
  if (!account) throw new Error(`The seed has no demo ${type} account`);
  return { ...account, email: account.emails[0]! };
}

export const DEMO_COMPANY = demoAccount('company');
export const DEMO_COLLEGE = demoAccount('college');
export const DEMO_STUDENT = demoAccount('student-college');
const company = SEED_COMPANIES.find((seeded) => seeded.id === DEMO_COMPANY.id)!;
const job = SEED_JOBS.find((seeded) => seeded.companyId === company.id && seeded.salary)!;
const student = DEMO_CANDIDATES[0]!;

/** A job as the company form and the dashboard send it, from the demo company's first seeded job. */
export const EXAMPLE_JOB_POST = {
  role: job.role,
  title: job.title,
  description: job.description,
  ...(job.salary ? { min_salary: job.salary[0], max_salary: job.salary[1] } : {}),
};

/** A dashboard job with a closing day (a fixed day in the document; contract:check sends one in the future). */
export function exampleJobInput(closingDate: string) {
  return { ...EXAMPLE_JOB_POST, location: job.location, openings: job.openings, closing_date: closingDate };
}

/** A company registration, from the demo company; `email` and `hrEmail` are its two addresses. */
export function exampleCompanyForm(email: string, hrEmail: string) {
  return {
    company_name: company.name,
    company_address: company.address,
    website: company.website,
    employees: company.employees,
    contact_person: company.contact,
    designation: '',
    email,
    phone: '9876543210',
    hr_name: company.contact,
    hr_designation: '',
    hr_email: hrEmail,
    hr_phone: '9876543211',
    password: EXAMPLE_NEW_PASSWORD,
    acknowledge: true,
    jobs: [EXAMPLE_JOB_POST],
  };
}

/** A college registration, from the demo college and its TPO. */
export function exampleCollegeApplication(email: string) {
  return {
    college_name: DEMO_COLLEGE.collegeName ?? 'R V COLLEGE OF ENGINEERING',
    university: '',
    website: '',
    student_strength: 1200,
    college_address: '',
    tpo_name: DEMO_COLLEGE.name,
    tpo_email: email,
    tpo_phone: '9876543212',
    password: EXAMPLE_NEW_PASSWORD,
    acknowledge: true,
    primary_contacts: [
      { name: DEMO_COLLEGE.name, designation: 'TPO', department: 'ECE', email, phone: '9876543212' },
    ],
    programs: [{ branch: 'cse', sections: 2 }],
    email_verified: true,
  };
}

/** A student's registration (multipart fields), from the demo student's profile. */
export function exampleCandidateRegistration(email: string) {
  return {
    name: student.name,
    email,
    phone: '9876543213',
    password: EXAMPLE_NEW_PASSWORD,
    type: student.type,
    college: student.college,
    year: student.year,
    joiningyear: student.joiningyear,
    branch: student.branch,
    skills: student.skills.join(', '),
  };
}

/** Example request bodies by endpoint name (the keys of the endpoint tables). */
export const EXAMPLE_BODIES: Record<string, unknown> = {
  login: { type: DEMO_COMPANY.type, email: DEMO_COMPANY.email, password: DEMO_PASSWORD },
  forgotPassword: { email: DEMO_COLLEGE.email, type: DEMO_COLLEGE.type },
  resetPassword: { password: EXAMPLE_NEW_PASSWORD },
  sendOtp: { email: 'new.student@example.com' },
  verifyOtp: { email: 'new.student@example.com', otp: '123456' },
  collegeSubmit: exampleCollegeApplication('placements@example.edu'),
  companyForm: exampleCompanyForm('lead@newco.example.com', 'hr@newco.example.com'),
  register: exampleCandidateRegistration('new.student@example.com'),
  postJob: exampleJobInput('2027-01-31'),
  updateJob: exampleJobInput('2027-01-31'),
  setJobStatus: { status: 'closed' },
  setApplicationStatus: { status: 'shortlisted' },
};

/** Example path parameters by name. */
export const EXAMPLE_PATH_PARAMS: Record<string, string> = {
  id: job.id,
  email: DEMO_STUDENT.email,
  token: 'the-token-from-the-reset-mail',
};

/** Path parameters whose example differs by endpoint (a candidate's id is not a job's). */
export const EXAMPLE_PATH_PARAMS_BY_ENDPOINT: Record<string, Record<string, string>> = {
  companyCandidate: { id: student.id },
  companyCandidateResume: { id: student.id },
  setApplicationStatus: { id: 'app-001' },
};
