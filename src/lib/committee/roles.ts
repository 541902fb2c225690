/**
 * The committee's roles and what each may do, as data (like the season's state machines): the handlers enforce it
 * on every operation (./operations.ts says which permission each needs) and the screens read it to show only what
 * a member may do. Plain data and functions, no React: the server imports it.
 */
import { MEMBER_ROLE_KEYS, type MemberRole } from './role-keys';

/** What a member may do, each in plain words on the members page. */
export const PERMISSIONS = {
  'figures.read': "See the season's figures (the overview and the season summary)",
  'season.read': 'See the season: drives, students, applicants and offers',
  'students.decide': 'Opt students out of the season, block and unblock them',
  'policy.edit': "Change the season's placement policy",
  'drives.manage': 'Create, edit, publish, approve and close drives',
  'rounds.read': "See a round's list of applicants",
  'results.record': "Mark attendance and results in a round's list (a preview; nothing is sent)",
  'results.publish': "Publish and correct a round's results (students are told)",
  'offers.manage': 'Issue and rescind offers',
  'contacts.read': "See students' contact details",
  'batch.manage': "Import and export the graduating batch's records",
  'report.read': 'Read the placement report',
  'report.edit': "Edit the report's intake and review outcome claims",
  'jobs.read': "See the company's jobs, applicants and candidates",
  'jobs.manage': 'Post, edit and close jobs; move applications on',
  'members.manage': 'Invite members, change their roles and remove them',
  'audit.read':
    'Read and export the log of every decision about students, and choose whether students see names',
} as const;
export type Permission = keyof typeof PERMISSIONS;

/** Where a role's permissions reach: everything, chosen branches' students, or the rounds it is assigned. */
type MemberScope = 'all' | 'branches' | 'rounds';

export type Organisation = 'college' | 'company';

interface RoleDefinition {
  organisation: Organisation;
  label: string;
  /** One line for the members page: who this is for. */
  summary: string;
  scope: MemberScope;
  permissions: readonly Permission[];
}

/** Running drives, either side: the drives themselves, their rounds' results, offers, and contact details. */
const DRIVE_WORK: readonly Permission[] = [
  'season.read',
  'drives.manage',
  'rounds.read',
  'results.record',
  'results.publish',
  'offers.manage',
  'contacts.read',
];

const COLLEGE_ALL: readonly Permission[] = [
  ...DRIVE_WORK,
  'figures.read',
  'students.decide',
  'policy.edit',
  'batch.manage',
  'report.read',
  'report.edit',
  'members.manage',
  'audit.read',
];

const COMPANY_RECRUITING: readonly Permission[] = ['jobs.read', 'jobs.manage', ...DRIVE_WORK];

export const MEMBER_ROLES = {
  placementOfficer: {
    organisation: 'college',
    label: 'Placement officer',
    summary: 'Runs the placement cell: everything, including the members.',
    scope: 'all',
    permissions: COLLEGE_ALL,
  },
  departmentCoordinator: {
    organisation: 'college',
    label: 'Department coordinator',
    summary: "A faculty coordinator for chosen branches: only those branches' students and applicants.",
    scope: 'branches',
    permissions: [
      'figures.read',
      'season.read',
      'students.decide',
      'rounds.read',
      'results.record',
      'results.publish',
      'contacts.read',
    ],
  },
  studentCoordinator: {
    organisation: 'college',
    label: 'Student coordinator',
    summary: 'Runs drive days: the lists of the rounds the officer assigns, with no contact details.',
    scope: 'rounds',
    permissions: ['rounds.read', 'results.record'],
  },
  reportViewer: {
    organisation: 'college',
    label: 'Report viewer',
    summary: "Reads the placement report and the season's figures; changes nothing.",
    scope: 'all',
    permissions: ['figures.read', 'report.read'],
  },
  companyAdmin: {
    organisation: 'company',
    label: 'Admin',
    summary: "Runs the company's hiring on the portal, including its team.",
    scope: 'all',
    permissions: [...COMPANY_RECRUITING, 'members.manage'],
  },
  recruiter: {
    organisation: 'company',
    label: 'Recruiter',
    summary: 'Posts jobs, runs drives and makes offers; does not manage the team.',
    scope: 'all',
    permissions: COMPANY_RECRUITING,
  },
  interviewer: {
    organisation: 'company',
    label: 'Interviewer',
    summary:
      'Records results for the rounds they are assigned; sees no contact details unless the student shares them.',
    scope: 'rounds',
    permissions: ['rounds.read', 'results.record', 'results.publish'],
  },
} as const satisfies Record<MemberRole, RoleDefinition>;

export { MEMBER_ROLE_KEYS, type MemberRole };

/** The role with every permission of its organisation: who registered it, and who may manage the members. */
export const FULL_ROLE: Record<Organisation, MemberRole> = {
  college: 'placementOfficer',
  company: 'companyAdmin',
};

export function rolesOf(organisation: Organisation): MemberRole[] {
  return MEMBER_ROLE_KEYS.filter((role) => MEMBER_ROLES[role].organisation === organisation);
}

export function roleMay(role: MemberRole, permission: Permission): boolean {
  return (MEMBER_ROLES[role].permissions as readonly Permission[]).includes(permission);
}

/**
 * Whether someone may do what needs this permission: no member (a candidate, or an account on a server without
 * committees) may do all their account type may, and nothing needed is open to every member.
 */
export function memberMay(
  member: { role: MemberRole } | undefined,
  permission: Permission | undefined,
): boolean {
  return !member || !permission || roleMay(member.role, permission);
}

/** Who a member is, as the session says and the screens read it: the role and where its scope reaches. */
export interface MemberAccess {
  role: MemberRole;
  /** For a branch-scoped role: the branches (codes such as 'CSE'). */
  branches?: readonly string[];
  /** For a round-scoped role: the rounds, as `driveId/roundId`. */
  rounds?: readonly string[];
}

export const roundKey = (driveId: string, roundId: string) => `${driveId}/${roundId}`;

/** Whether a round-scoped member is assigned this round (any other scope reaches every round). */
export function reachesRound(access: MemberAccess, driveId: string, roundId: string): boolean {
  return (
    MEMBER_ROLES[access.role].scope !== 'rounds' || (access.rounds ?? []).includes(roundKey(driveId, roundId))
  );
}

/** Whether a round-scoped member is assigned any round of this drive. */
export function reachesDrive(access: MemberAccess, driveId: string): boolean {
  return (
    MEMBER_ROLES[access.role].scope !== 'rounds' ||
    (access.rounds ?? []).some((key) => key.startsWith(`${driveId}/`))
  );
}

/** Whether a branch-scoped member reaches a student of this branch (any other scope reaches every student). */
export function reachesBranch(access: MemberAccess, branch: string): boolean {
  return MEMBER_ROLES[access.role].scope !== 'branches' || (access.branches ?? []).includes(branch);
}
