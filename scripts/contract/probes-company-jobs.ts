/**
 * contract:check's calls of the company's dashboard: its overview, jobs, applicants and candidates, and (with
 * --write) a job posted, edited, closed and deleted, and an application's status set.
 */
import { exampleJobInput } from './examples';
import {
  dayAhead,
  firstItem,
  NO_SUCH_ID,
  refusedQueryProbe,
  unknownIdProbe,
  withId,
  runKey,
} from './probe-helpers';
import type { Probe } from './probe-types';

export const COMPANY_JOB_PROBES: readonly Probe[] = [
  { endpoint: 'checkAuth', sent: 'the session', as: 'company', request: () => ({}), expect: { status: 200 } },
  {
    endpoint: 'companyOverview',
    sent: 'the session',
    as: 'company',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'companyJobs',
    sent: 'first page',
    as: 'company',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => (state.ownJobId = firstItem(body)?.id as string | undefined),
  },
  {
    endpoint: 'companyJob',
    sent: 'its first job',
    as: 'company',
    request: (state) => withId(state.ownJobId),
    expect: { status: 200 },
  },
  unknownIdProbe('companyJob', 'company'),
  {
    endpoint: 'applicants',
    sent: 'its first job',
    as: 'company',
    request: (state) => withId(state.ownJobId),
    expect: { status: 200 },
    remember: (body, state) => {
      const first = firstItem(body, 'applicants');
      if (first) state.application = { id: String(first.applicationId), status: String(first.status) };
    },
  },
  {
    endpoint: 'companyCandidates',
    sent: 'first page',
    as: 'company',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => {
      const items = (body.items as { id: string; hasResume?: boolean }[] | undefined) ?? [];
      state.candidateId = items[0]?.id;
      state.candidateWithResume = items.find((candidate) => candidate.hasResume)?.id;
    },
  },
  refusedQueryProbe('companyCandidates', { year: '9th' }, 'company'),
  {
    endpoint: 'companyCandidate',
    sent: 'the first listed',
    as: 'company',
    request: (state) => withId(state.candidateId),
    expect: { status: 200 },
  },
  unknownIdProbe('companyCandidate', 'company'),
  {
    endpoint: 'companyCandidateResume',
    sent: 'the first listed with a resume',
    as: 'company',
    request: (state) => withId(state.candidateWithResume),
    expect: { status: 200 },
  },
  {
    endpoint: 'updateJob',
    sent: 'an unknown id',
    as: 'company',
    request: () => ({ params: { id: NO_SUCH_ID }, json: exampleJobInput(dayAhead(30)) }),
    expect: { status: 404, code: 'not_found' },
  },
  {
    endpoint: 'setJobStatus',
    sent: 'an unknown id',
    as: 'company',
    request: () => ({ params: { id: NO_SUCH_ID }, json: { status: 'closed' } }),
    expect: { status: 404, code: 'not_found' },
  },
  unknownIdProbe('deleteJob', 'company'),
  {
    endpoint: 'setApplicationStatus',
    sent: 'an unknown id',
    as: 'company',
    request: () => ({ params: { id: NO_SUCH_ID }, json: { status: 'shortlisted' } }),
    expect: { status: 404, code: 'not_found' },
  },
  {
    endpoint: 'setApplicationStatus',
    sent: 'an applicant, its own status (no change)',
    as: 'company',
    write: true,
    request: (state) =>
      state.application
        ? { params: { id: state.application.id }, json: { status: state.application.status } }
        : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'postJob',
    sent: 'a job from the seed',
    as: 'company',
    write: true,
    request: (state) => ({
      json: exampleJobInput(dayAhead(30)),
      headers: runKey(state, 'job'),
    }),
    expect: { status: 201 },
    remember: (body, state) => (state.createdJobId = (body.job as { id?: string } | undefined)?.id),
  },
  {
    endpoint: 'updateJob',
    sent: 'the posted job',
    as: 'company',
    write: true,
    request: (state) =>
      state.createdJobId
        ? { params: { id: state.createdJobId }, json: exampleJobInput(dayAhead(31)) }
        : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'setJobStatus',
    sent: 'the posted job: closed',
    as: 'company',
    write: true,
    request: (state) =>
      state.createdJobId ? { params: { id: state.createdJobId }, json: { status: 'closed' } } : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'deleteJob',
    sent: 'the posted job',
    as: 'company',
    write: true,
    request: (state) => withId(state.createdJobId),
    expect: { status: 200 },
  },
  {
    endpoint: 'companyJob',
    sent: 'the deleted job',
    as: 'company',
    write: true,
    request: (state) => withId(state.createdJobId),
    expect: { status: 404, code: 'not_found' },
  },
];
