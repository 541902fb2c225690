/**
 * contract:check's calls without a session (spec section 7): the public reads (jobs, colleges, an address's use),
 * signing in, password recovery, e-mail verification and the three registrations, with the refusals anyone can
 * provoke. Registrations and recovery run only with --write.
 */
import {
  EXAMPLE_NEW_PASSWORD,
  exampleCandidateRegistration,
  exampleCollegeApplication,
  exampleCompanyForm,
} from './examples';
import type { ProbeRequest } from './http-call';
import { firstItem, NO_SUCH_ID, refusedQueryProbe, unknownIdProbe, withId, runKey } from './probe-helpers';
import type { CheckState, Probe } from './probe-types';

const email = (state: CheckState, who: string) => `contract-check+${who}-${state.runId}@example.com`;

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
      headers: runKey(state, who),
    }),
    // A checker that cannot read the mailed code cannot verify: the server must refuse the unverified address.
    expect: (state) => (state.readMail ? { status: 201 } : { status: 400, code: 'email_unverified' }),
  };
}

/** Calls without a session: public reads and the refusals anyone can provoke. */
export const PUBLIC_PROBES: readonly Probe[] = [
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
