import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_KEYS, type MemberRole } from '@/lib/committee/roles';
import {
  MEMBER_LOGINS,
  MEMBER_OPERATIONS,
  walkCalls,
  walkMismatch,
  walkPath,
} from '../tests/support/role-walk';
import { Device } from './test/http';
import { startTestServer, TEST_ENGINES, type TestServer } from './test/test-server';

/**
 * Every operation × every member role of the committee (issue 35), on the server: each demo member calls every
 * college and company operation, and the answer is as the roles table says (tests/support/role-walk.ts). The
 * account types' walk is server/authorization.test.ts; the mock's walk is mocks/handlers/role-walk.test.ts.
 */
describe.each(TEST_ENGINES)('what each member role may call, on the server on %s', (engine) => {
  let server: TestServer;
  const devices = new Map<MemberRole, Device>();

  beforeAll(async () => {
    server = await startTestServer({ engine });
    for (const role of MEMBER_ROLE_KEYS) {
      const device = new Device(server.api);
      await device.signIn(...MEMBER_LOGINS[role]);
      devices.set(role, device);
    }
  }, 60_000);
  afterAll(() => server.dispose());

  it.each(MEMBER_ROLE_KEYS)(
    '%s',
    async (role) => {
      const mismatches: string[] = [];
      for (const operation of MEMBER_OPERATIONS.filter(walkCalls)) {
        const response = await devices
          .get(role)!
          .call(operation.method, walkPath(operation), operation.method === 'GET' ? undefined : {});
        const code = ((await response.json().catch(() => ({}))) as { code?: string }).code;
        const mismatch = walkMismatch(role, operation, response.status, code);
        if (mismatch) mismatches.push(`${operation.method} ${operation.path}: ${mismatch}`);
      }
      expect(mismatches).toEqual([]);
    },
    60_000,
  );
});
