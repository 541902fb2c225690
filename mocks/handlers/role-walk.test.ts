import { describe, expect, it } from 'vitest';
import { MEMBER_ROLE_KEYS } from '@/lib/committee/roles';
import { call, TEST_API } from '../../tests/support/api';
import {
  MEMBER_LOGINS,
  MEMBER_OPERATIONS,
  walkCalls,
  walkMismatch,
  walkPath,
} from '../../tests/support/role-walk';

/** Every operation × every member role, on the mock (the server's walk is server/member-authorization.test.ts). */
describe('every operation × every member role (mock)', () => {
  it.each(MEMBER_ROLE_KEYS)('%s', async (role) => {
    const [email, type] = MEMBER_LOGINS[role];
    expect((await call('POST', '/user/login', { json: { email, type, password: 'Demo@2026' } })).status).toBe(
      200,
    );
    const mismatches: string[] = [];
    for (const operation of MEMBER_OPERATIONS.filter(walkCalls)) {
      const answer = await fetch(`${TEST_API}${walkPath(operation)}`, {
        method: operation.method,
        ...(operation.method === 'GET'
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      });
      // A download answers a file, not JSON.
      const code = ((await answer.json().catch(() => ({}))) as { code?: string }).code;
      const mismatch = walkMismatch(role, operation, answer.status, code);
      if (mismatch) mismatches.push(`${operation.method} ${operation.path}: ${mismatch}`);
    }
    expect(mismatches).toEqual([]);
  });
});
