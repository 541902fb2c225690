/**
 * The role × operation walk (issue 35), shared by the mock's test (mocks/handlers/role-walk.test.ts) and the
 * server's (server/member-authorization.test.ts): every operation a college or company may call, by each member
 * role of the demo, judged against the roles table (src/lib/committee).
 */
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import type { AnyEndpoint } from '@/lib/api/endpoint';
import { permissionFor } from '@/lib/committee/operations';
import { MEMBER_ROLES, roleMay, type MemberRole } from '@/lib/committee/roles';
import type { UserType } from '@/lib/user-types';

/** A demo member of each role: who signs in, and as which account type. */
export const MEMBER_LOGINS: Record<MemberRole, [string, UserType]> = {
  placementOfficer: ['officer2@example.com', 'college'],
  departmentCoordinator: ['cse.coordinator@example.com', 'college'],
  studentCoordinator: ['student.coordinator@example.com', 'college'],
  reportViewer: ['reports@example.com', 'college'],
  companyAdmin: ['lead@example.com', 'company'],
  recruiter: ['hr@example.com', 'company'],
  interviewer: ['interviewer@brightcircuit.example.com', 'company'],
};

/** Every operation the roles table covers (those a college or a company may call). */
export const MEMBER_OPERATIONS: readonly AnyEndpoint[] = ENDPOINT_TABLES.flatMap((table) =>
  Object.values(table.endpoints),
).filter((operation) => permissionFor(operation.method, operation.path) !== undefined);

/** Parameters the walk calls each path with: the demo's Voltline drive, its first round, its job. */
const PARAMS: Record<string, string> = {
  id: 'drv-voltline-validation',
  roundId: 'drv-voltline-validation-r1',
  recordId: 'no-record',
  rollNumber: '1RV22CS0001',
};
const JOB_PARAMS: Record<string, string> = { id: 'job-002' };

export function walkPath(operation: AnyEndpoint): string {
  const params = operation.path.startsWith('/company/jobs/') ? JOB_PARAMS : PARAMS;
  return operation.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? 'missing'),
  );
}

/** Whether the walk may call this operation without undoing what the calls after it need (no deleting, no logout). */
export const walkCalls = (operation: AnyEndpoint) => operation.method !== 'DELETE';

/** What the answer must be: refused for the account type, refused for the role, or not refused by either. */
export function expectedRefusal(
  role: MemberRole,
  operation: AnyEndpoint,
): 'forbidden' | 'role_forbidden' | 'none' {
  if (!(operation.access ?? []).includes(MEMBER_ROLES[role].organisation)) return 'forbidden';
  const permission = permissionFor(operation.method, operation.path)!;
  return permission === 'everyMember' || roleMay(role, permission) ? 'none' : 'role_forbidden';
}

/** The verdict of one answer, or undefined when it is as the table says. */
export function walkMismatch(
  role: MemberRole,
  operation: AnyEndpoint,
  status: number,
  code: string | undefined,
): string | undefined {
  const expected = expectedRefusal(role, operation);
  const got = `${status} ${code ?? ''}`;
  if (status >= 500) return `answered ${got}`;
  if (expected === 'none')
    return status === 401 || code === 'role_forbidden' ? `refused (${got}) what the role may do` : undefined;
  return status === 403 && code === expected ? undefined : `answered ${got}, not 403 ${expected}`;
}
