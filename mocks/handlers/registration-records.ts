import type { CandidateRegistration, CompanyApplication } from '@/lib/api/registration-contract';
import { CANDIDATE_TEXT_FIELDS } from '@/lib/options/candidate';
import { isCandidateType, type UserType } from '@/lib/user-types';
import { randomId } from '../db/crypto';
import type { MockAccount, MockState } from '../db/state';

type Records = (state: MockState, account: MockAccount, now: string) => void;

/** Days a job sent with the company registration stays open (the form has no closing date). */
const REGISTRATION_JOB_OPEN_DAYS = 30;

/** The candidate's profile and resume file, so companies and colleges see them in their dashboards. */
export function candidateRecords(
  body: CandidateRegistration,
  type: UserType,
  resume: Blob | undefined,
): Records {
  return (state, account, now) => {
    if (!isCandidateType(type)) return;
    const optional = CANDIDATE_TEXT_FIELDS.flatMap((key) =>
      body[key] ? [[key, body[key].trim()] as const] : [],
    );
    state.candidates.push({
      accountId: account.id,
      type,
      name: body.name.trim(),
      email: account.emails[0] ?? body.email,
      phone: body.phone,
      ...Object.fromEntries(optional),
      ...(body.college && body.college_id ? { collegeId: body.college_id } : {}),
      skills: (body.skills ?? '')
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
      createdAt: now,
    });
    if (resume) {
      state.resumes[account.id] = {
        name: resume instanceof File ? resume.name : 'resume',
        type: resume.type,
        size: resume.size,
        uploadedAt: now,
        file: resume,
      };
    }
  };
}

/** The company's details and the job posts sent with its registration, open for the next 30 days. */
export function companyRecords(body: CompanyApplication): Records {
  return (state, account, now) => {
    state.companies.push({
      accountId: account.id,
      name: body.company_name.trim(),
      website: body.website.trim(),
      address: body.company_address.trim(),
      employees: body.employees,
    });
    const closing = new Date(Date.parse(now) + REGISTRATION_JOB_OPEN_DAYS * 24 * 60 * 60 * 1000);
    for (const job of body.jobs) {
      state.jobs.push({
        id: `job-${randomId(6)}`,
        companyId: account.id,
        role: job.role,
        title: job.title.trim(),
        description: job.description.trim(),
        ...(job.min_salary === undefined ? {} : { min_salary: job.min_salary }),
        ...(job.max_salary === undefined ? {} : { max_salary: job.max_salary }),
        location: '',
        openings: 1,
        closing_date: closing.toISOString().slice(0, 10),
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
    }
  };
}
