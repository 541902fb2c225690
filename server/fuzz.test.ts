import { describe, expect, it } from 'vitest';
import type { UserType } from '@/lib/user-types';
import { mockRoutes } from '../mocks/handlers';
import {
  expectContractAnswer,
  fuzzEndpoint,
  FUZZ_ENDPOINTS,
  type FuzzAccount,
} from '../tests/support/fuzz-check';
import { Device } from './test/http';
import { serverForSuite, TEST_ENGINES } from './test/test-server';

/**
 * Every operation fuzzed against the real server (the checks are the mock's: tests/support/fuzz-check.ts), on
 * PGlite and PostgreSQL: never a 500, always the contract's answer, and a refused request stores nothing (the
 * state's revision is unchanged). Half the mock's runs: each request crosses HTTP and a database here.
 */
const SCALE = 0.5;

const LOGINS: Record<FuzzAccount, [string, UserType]> = {
  student: ['student@example.com', 'student-college'],
  fresher: ['fresher@example.com', 'jobseeker-fresher'],
  voltline: ['lead@example.com', 'company'],
  tpo: ['tpo@example.com', 'college'],
};

/**
 * Refusals that are themselves recorded, by design: a failed sign-in counts towards the sign-in limit, and a
 * refused code request is a refusal of the limit it keeps (neither changes anything else).
 */
const REFUSALS_THAT_RECORD = new Set(['POST /user/login']);

/**
 * A request line or headers past Node's limit (16 KB: the fuzzer's huge query strings) are refused by Node's HTTP
 * parser with 431 before any handler runs, as a proxy in front would refuse them with 414. Browsers and the
 * portal never send such addresses; nothing is stored either way.
 */
const TOO_LARGE_FOR_HTTP = 431;

describe.each(TEST_ENGINES)('fuzzing every operation against the server on %s', (engine) => {
  const server = serverForSuite(engine);

  const revision = async () =>
    String(
      (await server.database.db.selectFrom('portal_state_meta').select('revision').executeTakeFirstOrThrow())
        .revision,
    );

  it('covers every operation the server answers', () => {
    expect(mockRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      Object.keys(FUZZ_ENDPOINTS).sort(),
    );
  });

  it.each(Object.entries(FUZZ_ENDPOINTS))(
    '%s: random requests get the contract answer, and a refusal stores nothing',
    async (key, endpoint) => {
      let device = new Device(server.api);
      await fuzzEndpoint(
        key,
        endpoint,
        async (account) => {
          device = new Device(server.api);
          if (account) await device.signIn(...LOGINS[account]);
        },
        async (method, request, phase) => {
          const before = await revision();
          const headers: Record<string, string> = request.contentType
            ? { 'Content-Type': request.contentType }
            : {};
          const response = await device.send(method, request.path, request.body, headers);
          const label = `${phase}: ${request.label.slice(0, 200)}`;
          const status = response.status;
          if (status === TOO_LARGE_FOR_HTTP) expect(request.path.length, label).toBeGreaterThan(8_000);
          else await expectContractAnswer(response, endpoint, phase, request, label);
          if (status >= 400 && !REFUSALS_THAT_RECORD.has(key))
            expect(await revision(), `${label}: refused with ${status}, yet the state changed`).toBe(before);
        },
        SCALE,
      );
    },
    120_000,
  );
});
