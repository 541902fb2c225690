import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX } from '@/lib/constants';
import type { Job } from '@/lib/api/jobs-contract';
import type { Page } from '@/lib/api/paging-contract';
import type { CandidateProfile, CandidateSummary, CompanyJob, ResumeInfo } from '@/lib/api/portal-contract';
import type { ApplicationStatus } from '@/lib/options/jobs';
import { isCandidateType } from '@/lib/user-types';
import type { MockAccount, MockCandidateProfile, MockJob, MockState } from '../db/state';

/** Today as YYYY-MM-DD (UTC), the form closing dates are compared in. */
export function today(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** A job takes applications while it is open and its closing day has not passed. */
export function isJobOpen(job: MockJob, day = today()): boolean {
  return job.status === 'open' && job.closing_date >= day;
}

export function companyNameOf(state: MockState, companyId: string): string {
  return (
    state.companies.find((company) => company.accountId === companyId)?.name ??
    state.accounts.find((account) => account.id === companyId)?.companyName ??
    'Company'
  );
}

/** The public view of a job; `status` is what a visitor experiences (a job past its closing day is closed). */
export function jobView(state: MockState, job: MockJob, applicationStatus?: ApplicationStatus): Job {
  return {
    id: job.id,
    companyId: job.companyId,
    companyName: companyNameOf(state, job.companyId),
    role: job.role,
    title: job.title,
    description: job.description,
    ...(job.min_salary === undefined ? {} : { min_salary: job.min_salary }),
    ...(job.max_salary === undefined ? {} : { max_salary: job.max_salary }),
    location: job.location,
    openings: job.openings,
    closing_date: job.closing_date,
    status: isJobOpen(job) ? 'open' : 'closed',
    postedAt: job.createdAt,
    ...(applicationStatus ? { applicationStatus } : {}),
  };
}

export function companyJobView(state: MockState, job: MockJob): CompanyJob {
  const applicantCount = state.applications.filter((application) => application.jobId === job.id).length;
  return { ...jobView(state, job), applicantCount };
}

/** Newest first. */
export function byNewest<T extends { createdAt: string }>(a: T, b: T): number {
  return b.createdAt.localeCompare(a.createdAt);
}

export function resumeInfo(state: MockState, candidateId: string): ResumeInfo | undefined {
  const resume = state.resumes[candidateId];
  return resume
    ? { name: resume.name, size: resume.size, uploadedAt: resume.uploadedAt, uploaded: Boolean(resume.file) }
    : undefined;
}

export function candidateSummary(state: MockState, profile: MockCandidateProfile): CandidateSummary {
  const { accountId, email: _email, phone: _phone, createdAt: _createdAt, ...fields } = profile;
  return { ...fields, id: accountId, skills: [...profile.skills], hasResume: accountId in state.resumes };
}

export function candidateProfileView(state: MockState, profile: MockCandidateProfile): CandidateProfile {
  const resume = resumeInfo(state, profile.accountId);
  return {
    ...candidateSummary(state, profile),
    email: profile.email,
    phone: profile.phone,
    registeredAt: profile.createdAt,
    ...(resume ? { resume } : {}),
  };
}

/** One page of a list; a page past the end is empty rather than an error. */
export function paginate<T>(items: readonly T[], query: { page?: string; pageSize?: string }): Page<T> {
  const page = Number(query.page ?? 1);
  const pageSize = Math.min(Number(query.pageSize ?? LIST_PAGE_SIZE), LIST_PAGE_SIZE_MAX);
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

/** Case-insensitive: does any of the texts contain the query? An empty query matches everything. */
export function textMatches(query: string | undefined, ...texts: (string | undefined)[]): boolean {
  const needle = query?.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}

/** A candidate account's profile; accounts without one (made before profiles were kept) get a minimal one. */
export function candidateProfileFor(state: MockState, account: MockAccount): MockCandidateProfile {
  return (
    state.candidates.find((profile) => profile.accountId === account.id) ?? {
      accountId: account.id,
      type: isCandidateType(account.type) ? account.type : 'student-college',
      name: account.name,
      email: account.emails[0] ?? '',
      phone: '',
      ...(account.collegeName ? { college: account.collegeName } : {}),
      skills: [],
      createdAt: account.createdAt,
    }
  );
}
