/**
 * The names of the committee's and the company team's roles, apart from what each may do (./roles.ts): the session
 * and the contract name a member's role at every page's start, and the table of permissions is only needed where a
 * member signs in, so the public pages do not load it.
 */
export const MEMBER_ROLE_KEYS = [
  'placementOfficer',
  'departmentCoordinator',
  'studentCoordinator',
  'reportViewer',
  'companyAdmin',
  'recruiter',
  'interviewer',
] as const;

export type MemberRole = (typeof MEMBER_ROLE_KEYS)[number];

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLE_KEYS as readonly string[]).includes(value);
}
