/**
 * contract:check's calls of the candidate's and the college's dashboards (the proposed extension): the profile,
 * applications, recommended jobs, the resume and applying; the college's overview, students and companies.
 */
import { NO_SUCH_ID, pdfFile, refusedQueryProbe, withId } from './probe-helpers';
import type { Probe } from './probe-types';

export const CANDIDATE_DASHBOARD_PROBES: readonly Probe[] = [
  {
    endpoint: 'checkAuth',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'candidateProfile',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'candidateApplications',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'recommendedJobs',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'ownResume',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: [200, 404] },
  },
  {
    endpoint: 'job',
    sent: 'the first job listed',
    as: 'candidate',
    request: (state) => withId(state.jobId),
    expect: { status: 200 },
  },
  {
    endpoint: 'jobs',
    sent: 'first page, signed in',
    as: 'candidate',
    request: () => ({ query: { pageSize: '50' } }),
    expect: { status: 200 },
    remember: (body, state) => {
      const items = (body.items as { id: string; applicationStatus?: string }[] | undefined) ?? [];
      state.jobToApply = items.find((job) => !job.applicationStatus)?.id;
    },
  },
  {
    endpoint: 'apply',
    sent: 'an unknown job',
    as: 'candidate',
    request: () => withId(NO_SUCH_ID),
    expect: { status: 404, code: 'not_found' },
  },
  {
    endpoint: 'apply',
    sent: 'a job not applied to yet',
    as: 'candidate',
    write: true,
    request: (state) => withId(state.jobToApply),
    expect: { status: 201 },
  },
  {
    endpoint: 'replaceResume',
    sent: 'no file',
    as: 'candidate',
    request: () => ({ form: { note: 'no file' } }),
    expect: { status: 400, code: 'invalid_request' },
  },
  {
    endpoint: 'replaceResume',
    sent: 'a small PDF',
    as: 'candidate',
    write: true,
    request: () => ({ form: { resume: pdfFile() } }),
    expect: { status: 200 },
  },
];

export const COLLEGE_DASHBOARD_PROBES: readonly Probe[] = [
  { endpoint: 'checkAuth', sent: 'the session', as: 'college', request: () => ({}), expect: { status: 200 } },
  {
    endpoint: 'collegeOverview',
    sent: 'the session',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'collegeStudents',
    sent: 'first page',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'collegeCompanies',
    sent: 'first page',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
  refusedQueryProbe('collegeCompanies', { pageSize: '0' }, 'college'),
];
