import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { runs, RUNS_SCALE } from '../../tests/support/arbitraries';
import { TEST_API } from '../../tests/support/api';
import {
  fuzzedRequest,
  type Access,
  type Endpoint,
  type FuzzRequest,
} from '../../tests/support/fuzz-requests';
import { PORTAL_FUZZ_ENDPOINTS } from '../../tests/support/portal-fuzz-endpoints';
import { REPORT_FUZZ_ENDPOINTS } from '../../tests/support/report-fuzz-endpoints';
import { SEASON_FUZZ_ENDPOINTS } from '../../tests/support/season-fuzz-endpoints';
import { AS, signOutLocally } from '../../tests/support/sessions';
import { mockRoutes } from '../handlers';
import { server } from '../node';

/*
 * Fuzzing of every endpoint the mock serves (docs/mock-backend.md, 'Fuzzing'): random bodies, query strings and
 * path parameters, anonymous, with the wrong account type and with the right one. Every answer must be the
 * contract's: 400 for what the endpoint must refuse as malformed (401/403 first where a session is needed),
 * JSON with a human-readable message for every error, never a 500 and never an exception inside msw.
 */

const ENDPOINTS: Record<string, Endpoint> = {
  ...PORTAL_FUZZ_ENDPOINTS,
  ...SEASON_FUZZ_ENDPOINTS,
  ...REPORT_FUZZ_ENDPOINTS,
};

// --- checking answers --------------------------------------------------------------------------------------

type Phase = 'anonymous' | 'other account' | 'own account';

function expectedStatuses(endpoint: Endpoint, phase: Phase, request: FuzzRequest): number[] {
  if (request.badPath) return [400];
  if (endpoint.access !== 'anyone' && phase === 'anonymous') return [401];
  if (endpoint.access !== 'anyone' && phase === 'other account') return [403];
  if (request.malformed) return [400];
  return endpoint.answers ?? [400];
}

const unhandled: string[] = [];
const onUnhandled = ({ error, request }: { error: Error; request: Request }) => {
  unhandled.push(`${request.method} ${request.url}: ${String(error)}`);
};
beforeEach(() => {
  unhandled.length = 0;
  server.events.on('unhandledException', onUnhandled);
});
afterEach(() => server.events.removeListener('unhandledException', onUnhandled));

/** A message a person can read: a short sentence, not a stack trace or a dump of what was sent. */
function expectReadableMessage(message: unknown, label: string) {
  expect(typeof message, label).toBe('string');
  const text = String(message);
  expect(text.trim().length, label).toBeGreaterThan(0);
  expect(text.length, `${label}: a ${text.length}-character message`).toBeLessThanOrEqual(300);
  expect(text, label).not.toMatch(/\n\s+at |\[object Object\]|URIError|TypeError/);
}

async function sendAndCheck(method: string, endpoint: Endpoint, phase: Phase, request: FuzzRequest) {
  const headers: Record<string, string> = request.contentType ? { 'Content-Type': request.contentType } : {};
  const response = await fetch(`${TEST_API}${request.path}`, { method, headers, body: request.body ?? null });
  const label = `${phase}: ${request.label.slice(0, 200)}`;
  expect(unhandled, label).toEqual([]);
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

/** For each restricted area: who signs in with its own account type, and someone of another type. */
const ACCOUNTS: Record<
  Exclude<Access, 'anyone'>,
  { own: () => Promise<void>; other?: () => Promise<void> }
> = {
  candidate: { own: AS.student, other: AS.tpo },
  student: { own: AS.student, other: AS.fresher },
  company: { own: AS.voltline, other: AS.fresher },
  college: { own: AS.tpo, other: AS.voltline },
  recruiter: { own: AS.tpo, other: AS.student },
  'signed-in': { own: AS.student },
};

describe('mock API fuzzing', () => {
  it('covers every endpoint the mock serves', () => {
    const served = mockRoutes.map(({ method, path }) => `${method} ${path}`);
    expect(served.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.entries(ENDPOINTS))(
    '%s: random requests get the contract answer',
    async (key, endpoint) => {
      const [method = '', route = ''] = key.split(' ');
      const requests = fuzzedRequest(method, route, endpoint);
      const phases: [Phase, (() => Promise<void>) | undefined, number][] =
        endpoint.access === 'anyone'
          ? [
              ['anonymous', undefined, 30],
              ['own account', AS.student, 15],
            ]
          : [
              ['anonymous', undefined, 10],
              ...(ACCOUNTS[endpoint.access].other
                ? [['other account', ACCOUNTS[endpoint.access].other, 10] satisfies [Phase, unknown, number]]
                : []),
              ['own account', ACCOUNTS[endpoint.access].own, 30],
            ];
      for (const [phase, signIn, numRuns] of phases) {
        signOutLocally();
        await signIn?.();
        await fc.assert(
          fc.asyncProperty(requests, (request) => sendAndCheck(method, endpoint, phase, request)),
          runs(numRuns),
        );
      }
    },
    60_000 * RUNS_SCALE,
  );

  it('decodes a path parameter once, so a % in it is read as sent', async () => {
    // 'student%40example.com' is no address; decoding it twice made it the registered student@example.com.
    const checked = await fetch(`${TEST_API}/check-email/${encodeURIComponent('student%40example.com')}`);
    expect(checked.status).toBe(400);
    const reset = await fetch(`${TEST_API}/user/reset-password/%25`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Fresh@2026' }),
    });
    expect(reset.status).toBe(400);
  });

  it('describes a rejected value instead of repeating it', async () => {
    const response = await fetch(`${TEST_API}/send-otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `<script>alert(1)</script>${'x'.repeat(5000)}` }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/^Invalid request: email: .*, but received a 5025-character text$/),
      code: 'invalid_request',
    });
  });
});
