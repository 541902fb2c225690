import fc from 'fast-check';
import { expect } from 'vitest';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { runs } from './arbitraries';
import { fuzzedRequest, type Access, type Endpoint, type FuzzRequest } from './fuzz-requests';
import { MEMBER_FUZZ_ENDPOINTS } from './member-fuzz-endpoints';
import { PORTAL_FUZZ_ENDPOINTS } from './portal-fuzz-endpoints';
import { REPORT_FUZZ_ENDPOINTS } from './report-fuzz-endpoints';
import { SEASON_FUZZ_ENDPOINTS } from './season-fuzz-endpoints';

/**
 * The fuzzing of every operation (docs/mock-backend.md, 'Fuzzing'), shared by the mock's test
 * (mocks/handlers/fuzz.test.ts) and the server's (server/fuzz.test.ts): random bodies, query strings and path
 * parameters, anonymous, with the wrong account type and with the right one. Every answer must be the contract's:
 * 400 for what the endpoint must refuse as malformed (401/403 first where a session is needed), JSON with a
 * human-readable message and a documented code for every error, never a 500.
 */
export const FUZZ_ENDPOINTS: Record<string, Endpoint> = {
  ...PORTAL_FUZZ_ENDPOINTS,
  ...SEASON_FUZZ_ENDPOINTS,
  ...REPORT_FUZZ_ENDPOINTS,
  ...MEMBER_FUZZ_ENDPOINTS,
};

export type Phase = 'anonymous' | 'other account' | 'own account';

/** The demo accounts the phases sign in as (tests/support/sessions.ts's AS, or a server test's devices). */
export type FuzzAccount = 'student' | 'fresher' | 'voltline' | 'tpo';

/** For each restricted area: who signs in with its own account type, and someone of another type. */
const ACCOUNTS: Record<Exclude<Access, 'anyone'>, { own: FuzzAccount; other?: FuzzAccount }> = {
  candidate: { own: 'student', other: 'tpo' },
  student: { own: 'student', other: 'fresher' },
  company: { own: 'voltline', other: 'fresher' },
  college: { own: 'tpo', other: 'voltline' },
  recruiter: { own: 'tpo', other: 'student' },
  'signed-in': { own: 'student' },
};

/** The phases an endpoint is fuzzed in: who is signed in (nobody when undefined), and how many requests. */
function fuzzPhases(endpoint: Endpoint): Array<[Phase, FuzzAccount | undefined, number]> {
  if (endpoint.access === 'anyone')
    return [
      ['anonymous', undefined, 30],
      ['own account', 'student', 15],
    ];
  const { own, other } = ACCOUNTS[endpoint.access];
  return [
    ['anonymous', undefined, 10],
    ...(other ? [['other account', other, 10] satisfies [Phase, FuzzAccount, number]] : []),
    ['own account', own, 30],
  ];
}

function expectedStatuses(endpoint: Endpoint, phase: Phase, request: FuzzRequest): number[] {
  if (request.badPath) return [400];
  if (endpoint.access !== 'anyone' && phase === 'anonymous') return [401];
  if (endpoint.access !== 'anyone' && phase === 'other account') return [403];
  if (request.malformed) return [400];
  return endpoint.answers ?? [400];
}

/** A message a person can read: a short sentence, not a stack trace or a dump of what was sent. */
function expectReadableMessage(message: unknown, label: string) {
  expect(typeof message, label).toBe('string');
  const text = String(message);
  expect(text.trim().length, label).toBeGreaterThan(0);
  expect(text.length, `${label}: a ${text.length}-character message`).toBeLessThanOrEqual(300);
  expect(text, label).not.toMatch(/\n\s+at |\[object Object\]|URIError|TypeError/);
}

/** Checks one answer to a fuzzed request against the contract. */
export async function expectContractAnswer(
  response: Response,
  endpoint: Endpoint,
  phase: Phase,
  request: FuzzRequest,
  label: string,
): Promise<void> {
  expect(expectedStatuses(endpoint, phase, request), `${label} answered ${response.status}`).toContain(
    response.status,
  );
  const isJson = /^application\/json/.test(response.headers.get('Content-Type') ?? '');
  if (response.status >= 400) expect(isJson, label).toBe(true);
  if (!isJson) return;
  const body: unknown = JSON.parse(await response.text());
  expect(body !== null && typeof body === 'object', label).toBe(true);
  if (response.status < 400) return;
  expectReadableMessage((body as { message?: unknown }).message, label);
  // Every error answer names its reason in the documented codes (docs/api.md, 'Error codes').
  expect(ERROR_CODES, label).toContain((body as { code?: unknown }).code);
}

/** Fuzzes one endpoint through every phase: `send` sends a request as the account signed in by `signIn`. */
export async function fuzzEndpoint(
  key: string,
  endpoint: Endpoint,
  signIn: (account: FuzzAccount | undefined) => Promise<void>,
  send: (method: string, request: FuzzRequest, phase: Phase) => Promise<void>,
  scale = 1,
): Promise<void> {
  const [method = '', route = ''] = key.split(' ');
  const requests = fuzzedRequest(method, route, endpoint);
  for (const [phase, account, numRuns] of fuzzPhases(endpoint)) {
    await signIn(account);
    await fc.assert(
      fc.asyncProperty(requests, (request) => send(method, request, phase)),
      runs(Math.max(1, Math.round(numRuns * scale))),
    );
  }
}
