import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import type { MemberRole } from '@/lib/committee/roles';
import { expectedRefusal } from '../tests/support/role-walk';
import type { MockState } from '../mocks/db/state';
import { Device } from './test/http';
import { addOtherCollege, ROLE_LOGINS, type Role } from './test/roles';
import { startTestServer, TEST_ENGINES, type TestServer } from './test/test-server';

/**
 * Every operation × every role, against the server, as the contract's access says (src/lib/api, `access`), and
 * with what each role owns: anonymous, the three candidate types, the company's lead (admin) and HR (recruiter), another company, the
 * college's TPO and another college's TPO. Each operation is called on the demo's own resources (Voltline's job and
 * drive, the demo college's records, the demo student's offer):
 * - anonymous: 401 not_signed_in wherever a session is needed;
 * - a role whose account type the operation does not take: 403 forbidden;
 * - a role it takes, on what that role owns (or on an operation with nothing to own): never 401 or 403;
 * - a role it takes, on what another company or college owns: never a success.
 * Never a 500.
 */

const ROLES = ['anonymous', ...Object.keys(ROLE_LOGINS)] as Role[];

/** The committee role each signs in with (issue 35): Voltline's HR is its recruiter, the rest run their own. */
const MEMBER_ROLE_OF: Partial<Record<Role, MemberRole>> = {
  lead: 'companyAdmin',
  hr: 'recruiter',
  otherCompany: 'companyAdmin',
  tpo: 'placementOfficer',
  otherTpo: 'placementOfficer',
};

const COMPANY_ROLES: Record<string, Role[]> = {
  'acc-company': ['lead', 'hr'],
  'acc-co-brightcircuit': ['otherCompany'],
};

interface Target {
  params: Record<string, string>;
  /** Who owns the resource the path names; undefined: nothing to own (a list, a public page). */
  owners?: Role[];
}

/** The demo's resources each path is called on, and who owns them. */
function targetsFrom(state: MockState) {
  const job = state.jobs.find((candidate) => candidate.companyId === 'acc-company')!;
  const application = state.applications.find((candidate) => candidate.jobId === job.id);
  const drive = state.drives.find((candidate) => candidate.id === 'drv-voltline-validation')!;
  const record = Object.values(state.roundRecords).find((candidate) => candidate.driveId === drive.id);
  const studentOffer = state.offers.find((offer) => offer.candidateId === 'acc-student')!;
  const offerDrive = state.drives.find((candidate) => candidate.id === studentOffer.driveId)!;
  const claim = state.outcomeClaims.find((candidate) => candidate.collegeId === 'acc-college');
  const common = {
    roundId: drive.rounds[0]!.id,
    recordId: record?.id ?? 'no-record',
    rollNumber: '1RV22CS0001',
    token: 'not-a-token',
    email: 'student@example.com',
  };
  return (path: string): Target => {
    const at = (prefix: string) => path.startsWith(prefix);
    if (at('/company/jobs/')) return { params: { id: job.id }, owners: ['lead', 'hr'] };
    if (at('/jobs/')) return { params: { id: job.id } };
    if (at('/company/applications/'))
      return { params: { id: application?.id ?? 'app-001' }, owners: ['lead', 'hr'] };
    if (at('/company/candidates/')) return { params: { id: 'acc-student' } };
    if (at('/company/drives/')) return { params: { id: drive.id }, owners: ['lead', 'hr'] };
    if (at('/college/drives/')) return { params: { id: drive.id }, owners: ['tpo'] };
    if (at('/drives/')) return { params: { ...common, id: drive.id }, owners: ['tpo', 'lead', 'hr'] };
    if (at('/student/drives/')) return { params: { id: drive.id } };
    if (at('/student/offers/')) return { params: { id: studentOffer.id }, owners: ['student'] };
    if (at('/offers/'))
      return {
        params: { id: studentOffer.id },
        owners: ['tpo', ...(COMPANY_ROLES[offerDrive.companyId ?? ''] ?? [])],
      };
    if (at('/college/season/students/')) return { params: common, owners: ['tpo'] };
    if (at('/college/report/claims/')) return { params: { id: claim?.id ?? 'no-claim' }, owners: ['tpo'] };
    return { params: common };
  };
}

const withParams = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));

describe.each(TEST_ENGINES)('who may call each operation, on the server on %s', (engine) => {
  let server: TestServer;
  const devices = new Map<Role, Device>();
  let targetOf: (path: string) => Target;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    await addOtherCollege(server.store);
    targetOf = targetsFrom(await server.store.read());
    for (const role of ROLES) {
      const device = new Device(server.api);
      if (role !== 'anonymous') await device.signIn(...ROLE_LOGINS[role]);
      devices.set(role, device);
    }
  }, 60_000);
  afterAll(() => server.dispose());

  const operations = ENDPOINT_TABLES.flatMap((table) => Object.values(table.endpoints));

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const { params, owners } = targetOf(operation.path);
      const path = withParams(operation.path, params);
      const seen: string[] = [];
      for (const role of ROLES) {
        // Logging out would end the role's session for the operations after it.
        if (operation.path === '/user/logout' && role !== 'anonymous') continue;
        const body = operation.method === 'GET' ? undefined : {};
        const response = await devices.get(role)!.call(operation.method, path, body);
        const code = ((await response.json().catch(() => ({}))) as { code?: string }).code;
        const label = `${role}: ${operation.method} ${path} answered ${response.status} ${code ?? ''}`;
        seen.push(label);
        expect(response.status, label).toBeLessThan(500);
        const access = operation.access;
        if (!access) {
          // Open to anyone; an operation that exists to say "not signed in" (check-auth) says so as documented.
          const documented = (operation.errors ?? []).map((error) => error.status);
          expect(
            [401, 403].filter((status) => !documented.includes(status)),
            label,
          ).not.toContain(response.status);
          continue;
        }
        if (role === 'anonymous') {
          expect({ status: response.status, code }, label).toEqual({ status: 401, code: 'not_signed_in' });
          continue;
        }
        if (!access.includes(ROLE_LOGINS[role][1])) {
          expect({ status: response.status, code }, label).toEqual({ status: 403, code: 'forbidden' });
          continue;
        }
        const memberRole = MEMBER_ROLE_OF[role];
        if (memberRole && expectedRefusal(memberRole, operation) === 'role_forbidden') {
          // The role does not have the permission: the members' walk (member-authorization.test.ts) covers it.
          expect({ status: response.status, code }, label).toEqual({ status: 403, code: 'role_forbidden' });
          continue;
        }
        if (!owners || owners.includes(role)) expect([401, 403], label).not.toContain(response.status);
        else expect(response.ok, `${label}: someone else's, yet it succeeded`).toBe(false);
      }
      expect(seen.length).toBeGreaterThan(0);
    },
    30_000,
  );
});
