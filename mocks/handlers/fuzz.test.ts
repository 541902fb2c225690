import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RUNS_SCALE } from '../../tests/support/arbitraries';
import { TEST_API } from '../../tests/support/api';
import {
  expectContractAnswer,
  fuzzEndpoint,
  FUZZ_ENDPOINTS,
  type FuzzAccount,
  type Phase,
} from '../../tests/support/fuzz-check';
import type { Endpoint, FuzzRequest } from '../../tests/support/fuzz-requests';
import { AS, signOutLocally } from '../../tests/support/sessions';
import { mockRoutes } from '../handlers';
import { server } from '../node';

/*
 * Fuzzing of every endpoint the mock serves (docs/mock-backend.md, 'Fuzzing'; the checks are shared with the
 * server's fuzzing: tests/support/fuzz-check.ts). Never an exception inside msw either.
 */

const unhandled: string[] = [];
const onUnhandled = ({ error, request }: { error: Error; request: Request }) => {
  unhandled.push(`${request.method} ${request.url}: ${String(error)}`);
};
beforeEach(() => {
  unhandled.length = 0;
  server.events.on('unhandledException', onUnhandled);
});
afterEach(() => server.events.removeListener('unhandledException', onUnhandled));

const SIGN_IN: Record<FuzzAccount, () => Promise<void>> = {
  student: AS.student,
  fresher: AS.fresher,
  voltline: AS.voltline,
  tpo: AS.tpo,
};

async function sendAndCheck(method: string, endpoint: Endpoint, phase: Phase, request: FuzzRequest) {
  const headers: Record<string, string> = request.contentType ? { 'Content-Type': request.contentType } : {};
  const response = await fetch(`${TEST_API}${request.path}`, { method, headers, body: request.body ?? null });
  const label = `${phase}: ${request.label.slice(0, 200)}`;
  expect(unhandled, label).toEqual([]);
  await expectContractAnswer(response, endpoint, phase, request, label);
}

describe('mock API fuzzing', () => {
  it('covers every endpoint the mock serves', () => {
    const served = mockRoutes.map(({ method, path }) => `${method} ${path}`);
    expect(served.sort()).toEqual(Object.keys(FUZZ_ENDPOINTS).sort());
  });

  it.each(Object.entries(FUZZ_ENDPOINTS))(
    '%s: random requests get the contract answer',
    async (key, endpoint) => {
      await fuzzEndpoint(
        key,
        endpoint,
        async (account) => {
          signOutLocally();
          if (account) await SIGN_IN[account]();
        },
        (method, request, phase) => sendAndCheck(method, endpoint, phase, request),
      );
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

  it('refuses a field named toString or valueOf with 400, where reading it as text threw (a 500)', async () => {
    for (const body of ['{"email":{"toString":null}}', '{"email":{"valueOf":null,"toString":null}}']) {
      const response = await fetch(`${TEST_API}/send-otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_request' });
    }
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
