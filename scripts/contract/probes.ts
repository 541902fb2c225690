/**
 * What contract:check sends, call by call, and what the contract says must come back. Ids are taken from earlier
 * answers (the first job listed, the company's own job), so the check works on any server's data, not only the
 * mock's. Calls that change data run only with --write (docs/api.md, 'contract:check').
 */
import type { ErrorCode } from '../../src/lib/api/error-codes';
import { CANDIDATE_TYPES, type UserType } from '../../src/lib/user-types';
import {
  EXAMPLE_NEW_PASSWORD,
  exampleCandidateRegistration,
  exampleCollegeApplication,
  exampleCompanyForm,
  exampleJobInput,
} from './examples';
import type { ProbeRequest } from './http-call';
import { dayAhead, NO_SUCH_ID, pdfFile, refusedQueryProbe, unknownIdProbe, withId } from './probe-helpers';
import { BATCH_AND_REPORT_PROBES } from './probes-report';
import { SEASON_PROBES } from './probes-season';

/** The three kinds of signed-in area: a candidate of any type, a company, a college. */
export type AccountKind = 'candidate' | 'company' | 'college';
export const kindOf = (type: UserType): AccountKind =>
  (CANDIDATE_TYPES as readonly string[]).includes(type) ? 'candidate' : (type as AccountKind);

export interface CheckState {
  /** Makes this run's e-mail addresses unique. */
  runId: string;
  /** Reads the last mail to an address (a code, a link), when the checker can: the mock's mailbox in tests. */
  readMail?: (email: string) => { code?: string; link?: string } | undefined;
  jobId?: string;
  jobToApply?: string;
  ownJobId?: string;
  createdJobId?: string;
  candidateId?: string;
  candidateWithResume?: string;
  application?: { id: string; status: string };
  // The season, the batch and the report (probes-season.ts, probes-report.ts).
  studentDriveId?: string;
  driveToApply?: string;
  studentOfferId?: string;
  collegeId?: string;
  companyDriveId?: string;
  /** A running drive of the company's, with its round ids in order. */
  runningDrive?: { id: string; rounds: string[] };
  /** An applicant of that drive, walked to an offer by the writes. */
  applicant?: { applicationId: string; rollNumber: string };
  applicantCandidateId?: string;
  issuedOfferId?: string;
  /** The newest record of the running drive's last round's history. */
  roundRecord?: { roundId: string; id: string };
  proposedDriveId?: string;
  createdDriveId?: string;
  policySettings?: Record<string, unknown>;
  batchRecord?: Record<string, unknown>;
  rollNumber?: string;
  intakeEntries?: unknown[];
  pendingClaimId?: string;
  letterClaimId?: string;
}

export interface Expected {
  status: number | readonly number[];
  code?: ErrorCode;
}

export interface Probe {
  endpoint: string;
  /** What was sent, in a few words (the table's second column). */
  sent: string;
  /** Runs only while signed in as this kind of account; absent: runs with no session. */
  as?: AccountKind;
  write?: true;
  /** The request, or undefined to skip (nothing to use was found). */
  request: (state: CheckState) => ProbeRequest | undefined;
  expect: Expected | ((state: CheckState) => Expected);
  /** Takes what later probes need from the answer. */
  remember?: (body: Record<string, unknown>, state: CheckState) => void;
}

const email = (state: CheckState, who: string) => `contract-check+${who}-${state.runId}@example.com`;
const firstItem = (body: Record<string, unknown>, list = 'items') =>
  (body[list] as Record<string, unknown>[] | undefined)?.[0];

/** Verifies an address through the calls when the checker can read the code; else the server must refuse. */
function verifiedProbes(who: string): Probe[] {
  return [
    {
      endpoint: 'sendOtp',
      sent: `a new address (${who})`,
      write: true,
      request: (state) => ({ json: { email: email(state, who) } }),
      expect: { status: 200 },
    },
    {
      endpoint: 'verifyOtp',
      sent: `the mailed code (${who})`,
      write: true,
      request: (state) => {
        const code = state.readMail?.(email(state, who))?.code;
        return code ? { json: { email: email(state, who), otp: code } } : undefined;
      },
      expect: { status: 200 },
    },
  ];
}

/** A registration: created when the address could be verified, else refused as unverified. */
function registration(endpoint: string, who: string, body: (state: CheckState) => ProbeRequest): Probe {
  return {
    endpoint,
    sent: `a new ${who} (unique e-mail, Idempotency-Key)`,
    write: true,
    request: (state) => ({
      ...body(state),
      headers: { 'Idempotency-Key': `contract-check-${who}-${state.runId}` },
    }),
    // A checker that cannot read the mailed code cannot verify: the server must refuse the unverified address.
    expect: (state) => (state.readMail ? { status: 201 } : { status: 400, code: 'email_unverified' }),
  };
}

/** Calls without a session: public reads and the refusals anyone can provoke. */
export const ANONYMOUS_PROBES: readonly Probe[] = [
  {
    endpoint: 'checkAuth',
    sent: 'no session',
    request: () => ({}),
    expect: { status: 401, code: 'not_signed_in' },
  },
  {
    endpoint: 'jobs',
    sent: 'first page',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => (state.jobId = firstItem(body)?.id as string | undefined),
  },
  refusedQueryProbe('jobs', { page: 'abc' }),
  { endpoint: 'jobsSummary', sent: 'nothing', request: () => ({}), expect: { status: 200 } },
  {
    endpoint: 'job',
    sent: 'the first job listed',
    request: (state) => withId(state.jobId),
    expect: { status: 200 },
  },
  unknownIdProbe('job'),
  {
    endpoint: 'collegeSearch',
    sent: 'query=engineering',
    request: () => ({ query: { query: 'engineering' } }),
    expect: { status: 200 },
  },
  {
    endpoint: 'collegeSearch',
    sent: 'query=a (too short)',
    request: () => ({ query: { query: 'a' } }),
    expect: { status: 400, code: 'invalid_request' },
  },
  {
    endpoint: 'checkEmail',
    sent: 'an unused address',
    request: (state) => ({ params: { email: email(state, 'unused') } }),
    expect: { status: 200 },
  },
  {
    endpoint: 'checkEmail',
    sent: 'not an address',
    request: () => ({ params: { email: 'not-an-address' } }),
    expect: { status: 400, code: 'invalid_request' },
  },
  {
    endpoint: 'login',
    sent: 'an unknown account',
    request: (state) => ({
      json: { type: 'company', email: email(state, 'nobody'), password: EXAMPLE_NEW_PASSWORD },
    }),
    expect: { status: 401, code: 'invalid_credentials' },
  },
  {
    endpoint: 'login',
    sent: 'no password',
    request: () => ({ json: { type: 'company', email: 'a@example.com' } }),
    expect: { status: 400, code: 'invalid_request' },
  },
  {
    endpoint: 'forgotPassword',
    sent: 'an unknown address',
    request: (state) => ({ json: { email: email(state, 'nobody'), type: 'college' } }),
    expect: { status: 200 },
  },
  {
    endpoint: 'resetPassword',
    sent: 'an unknown token',
    request: () => ({ params: { token: NO_SUCH_ID }, json: { password: EXAMPLE_NEW_PASSWORD } }),
    expect: { status: 400, code: 'invalid_reset_link' },
  },
  {
    endpoint: 'verifyOtp',
    sent: 'a wrong code',
    request: (state) => ({ json: { email: email(state, 'nobody'), otp: '000000' } }),
    expect: { status: 200 },
  },
  { endpoint: 'logout', sent: 'no session', request: () => ({}), expect: { status: 200 } },
  ...verifiedProbes('student'),
  registration('register', 'student', (state) => ({
    form: exampleCandidateRegistration(email(state, 'student')),
  })),
  ...verifiedProbes('college'),
  registration('collegeSubmit', 'college', (state) => ({
    json: exampleCollegeApplication(email(state, 'college')),
  })),
  ...verifiedProbes('company'),
  registration('companyForm', 'company', (state) => ({
    json: exampleCompanyForm(email(state, 'company'), email(state, 'company')),
  })),
  {
    endpoint: 'register',
    sent: 'the same address again (new key)',
    write: true,
    request: (state) =>
      state.readMail ? { form: exampleCandidateRegistration(email(state, 'student')) } : undefined,
    expect: { status: 409, code: 'email_taken' },
  },
  {
    endpoint: 'forgotPassword',
    sent: 'the new student',
    write: true,
    request: (state) =>
      state.readMail ? { json: { email: email(state, 'student'), type: 'student-college' } } : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'resetPassword',
    sent: 'the mailed token',
    write: true,
    request: (state) => {
      const token = state.readMail?.(email(state, 'student'))?.link?.split('/').pop();
      return token
        ? { params: { token: decodeURIComponent(token) }, json: { password: `${EXAMPLE_NEW_PASSWORD}!` } }
        : undefined;
    },
    expect: { status: 200 },
  },
];

/** Calls signed in as each kind of account. */
export const SIGNED_IN_PROBES: readonly Probe[] = [
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
      headers: { 'Idempotency-Key': `contract-check-job-${state.runId}` },
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
  ...BATCH_AND_REPORT_PROBES,
  ...SEASON_PROBES,
];
