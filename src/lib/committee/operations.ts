/**
 * Which permission (./roles.ts) each college or company operation needs, by the contract's method and path. The
 * route wrapper of the handlers checks it before a handler runs, on the mock and on the server alike; a test
 * walks every operation the contract opens to colleges or companies and fails when one is missing here.
 * `everyMember`: any member of the organisation (their own notifications).
 */
import type { Permission } from './roles';

export const OPERATION_PERMISSIONS: Readonly<Record<string, Permission | 'everyMember'>> = {
  // Company dashboards
  'GET /company/overview': 'jobs.read',
  'GET /company/jobs': 'jobs.read',
  'POST /company/jobs': 'jobs.manage',
  'GET /company/jobs/:id': 'jobs.read',
  'PUT /company/jobs/:id': 'jobs.manage',
  'PATCH /company/jobs/:id/status': 'jobs.manage',
  'DELETE /company/jobs/:id': 'jobs.manage',
  'GET /company/jobs/:id/applicants': 'jobs.read',
  'PATCH /company/applications/:id': 'jobs.manage',
  'GET /company/candidates': 'jobs.read',
  'GET /company/candidates/:id': 'jobs.read',
  'GET /company/candidates/:id/resume': 'jobs.read',
  'GET /company/candidates/:id/contact': 'contacts.read',
  // College dashboards
  'GET /college/overview': 'figures.read',
  'GET /college/students': 'season.read',
  'GET /college/companies': 'season.read',
  // The season, the college's side
  'GET /college/season/policy': 'season.read',
  'PUT /college/season/policy': 'policy.edit',
  'GET /college/season/summary': 'figures.read',
  'GET /college/season/students/:rollNumber': 'season.read',
  'PATCH /college/season/students/:rollNumber/enrolment': 'students.decide',
  'GET /college/drives': 'season.read',
  'POST /college/drives': 'drives.manage',
  'POST /college/drives/eligibility-preview': 'drives.manage',
  'PUT /college/drives/:id': 'drives.manage',
  'PATCH /college/drives/:id/state': 'drives.manage',
  // The season, the company's side
  'GET /company/season/colleges': 'season.read',
  'GET /company/drives': 'season.read',
  'POST /company/drives': 'drives.manage',
  'PATCH /company/drives/:id/state': 'drives.manage',
  // A drive, either side
  'GET /drives/:id': 'rounds.read',
  'GET /drives/:id/applicants': 'rounds.read',
  'GET /drives/:id/applicant-keys': 'rounds.read',
  'POST /drives/:id/rounds/:roundId/results': 'results.publish',
  'POST /drives/:id/rounds/:roundId/results/preview': 'results.record',
  'POST /drives/:id/rounds/:roundId/corrections': 'results.publish',
  'GET /drives/:id/rounds/:roundId/history': 'rounds.read',
  'GET /drives/:id/rounds/:roundId/history/:recordId': 'rounds.read',
  'GET /drives/:id/offers': 'season.read',
  'POST /drives/:id/offers': 'offers.manage',
  'PATCH /offers/:id': 'offers.manage',
  // Notifications: each member's own
  'GET /notifications': 'everyMember',
  'GET /notifications/unread-count': 'everyMember',
  'POST /notifications/read': 'everyMember',
  // The batch and the report
  'GET /college/batch': 'season.read',
  'POST /college/batch/import': 'batch.manage',
  'GET /college/batch/export': 'batch.manage',
  'GET /college/report': 'report.read',
  'GET /college/report/students': 'report.read',
  'GET /college/report/students/export': 'report.read',
  'GET /college/report/intake': 'report.read',
  'PUT /college/report/intake': 'report.edit',
  'GET /college/report/claims': 'report.read',
  'POST /college/report/claims': 'report.edit',
  'PATCH /college/report/claims/:id': 'report.edit',
  'GET /college/report/claims/:id/letter': 'report.read',
  // The audit log: the placement officer's (a member's own decisions are in it, not theirs to read or hide)
  'GET /college/season/audit': 'audit.read',
  'GET /college/season/audit/export': 'audit.read',
  'PUT /college/season/audit/settings': 'audit.read',
  // The committee
  'GET /members': 'members.manage',
  'POST /members': 'members.manage',
  'PATCH /members/:id': 'members.manage',
  'DELETE /members/:id': 'members.manage',
};

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The permission an operation needs; undefined when it is not a college or company operation. */
export function permissionFor(method: string, path: string): Permission | 'everyMember' | undefined {
  const key = operationKey(method, path);
  return Object.hasOwn(OPERATION_PERMISSIONS, key) ? OPERATION_PERMISSIONS[key] : undefined;
}
