/** The placement season's endpoints for the mock API fuzz test (mocks/handlers/fuzz.test.ts). */
import { ApplicantQuerySchema } from '../../src/lib/api/applicant-contract';
import {
  AuditExportQuerySchema,
  AuditQuerySchema,
  AuditSettingsSchema,
} from '../../src/lib/api/audit-contract';
import { TpoEnrolmentUpdateSchema } from '../../src/lib/api/college-season-contract';
import {
  DriveInputSchema,
  DriveListQuerySchema,
  DriveProposalSchema,
  DriveRulesSchema,
  DriveStateUpdateSchema,
  SeasonCollegesQuerySchema,
  TpoDriveInputSchema,
} from '../../src/lib/api/drive-contract';
import { MarkReadSchema, NotificationQuerySchema } from '../../src/lib/api/notification-contract';
import { OfferAnswerSchema, OfferInputSchema, OfferRescindSchema } from '../../src/lib/api/offer-contract';
import { PageQuerySchema } from '../../src/lib/api/paging-contract';
import { PolicySettingsSchema } from '../../src/lib/api/policy-contract';
import { OwnProfileUpdateSchema } from '../../src/lib/api/profile-contract';
import {
  RoundCorrectionInputSchema,
  RoundResultsInputSchema,
  RoundResultsPreviewInputSchema,
} from '../../src/lib/api/round-contract';
import { EnrolmentUpdateSchema, StudentDriveQuerySchema } from '../../src/lib/api/student-season-contract';
import { DEFAULT_POLICY_SETTINGS } from '../../src/lib/season/policy';
import type { Endpoint } from './fuzz-requests';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
const driveInput = () => ({
  title: 'Graduate Engineer Trainee',
  location: 'Bengaluru',
  ctc: { fixed: 600_000, variable: 0, joiningBonus: 0 },
  rules: { branches: ['CSE'], graduationYears: [2026], minCgpa: 7 },
  deadline: inAWeek(),
  rounds: [{ kind: 'test', date: '2026-12-12', time: '09:30', venue: 'Lab 3' }],
});
const PAGED = [200, 400];
const ONE_DRIVE = [200, 400, 403, 404];

export const SEASON_FUZZ_ENDPOINTS: Record<string, Endpoint> = {
  'GET /college/season/policy': { reads: 'nothing', access: 'college', answers: [200] },
  'PUT /college/season/policy': {
    reads: 'json',
    access: 'college',
    schema: PolicySettingsSchema,
    valid: () => ({ ...DEFAULT_POLICY_SETTINGS }),
  },
  'GET /college/season/summary': { reads: 'nothing', access: 'college', answers: [200] },
  'GET /college/season/students/:rollNumber': { reads: 'nothing', access: 'college', answers: [200, 404] },
  'PATCH /college/season/students/:rollNumber/enrolment': {
    reads: 'json',
    access: 'college',
    schema: TpoEnrolmentUpdateSchema,
    valid: () => ({ state: 'blocked', reason: 'Missed the aptitude test twice' }),
  },
  'GET /college/drives': { reads: 'query', access: 'college', schema: DriveListQuerySchema, answers: PAGED },
  'POST /college/drives': {
    reads: 'json',
    access: 'college',
    schema: TpoDriveInputSchema,
    valid: () => ({ ...driveInput(), companyName: 'Kaveri Motors' }),
  },
  'POST /college/drives/eligibility-preview': {
    reads: 'json',
    access: 'college',
    schema: DriveRulesSchema,
    valid: () => ({ branches: [], graduationYears: [], minCgpa: 7 }),
  },
  'PUT /college/drives/:id': {
    reads: 'json',
    access: 'college',
    schema: DriveInputSchema,
    valid: driveInput,
  },
  'PATCH /college/drives/:id/state': {
    reads: 'json',
    access: 'college',
    schema: DriveStateUpdateSchema,
    valid: () => ({ state: 'open' }),
  },
  'GET /company/season/colleges': {
    reads: 'query',
    access: 'company',
    schema: SeasonCollegesQuerySchema,
    answers: PAGED,
  },
  'GET /company/drives': { reads: 'query', access: 'company', schema: DriveListQuerySchema, answers: PAGED },
  'POST /company/drives': {
    reads: 'json',
    access: 'company',
    schema: DriveProposalSchema,
    valid: () => ({ ...driveInput(), jobId: 'job-001', collegeId: 'acc-college' }),
  },
  'PATCH /company/drives/:id/state': {
    reads: 'json',
    access: 'company',
    schema: DriveStateUpdateSchema,
    valid: () => ({ state: 'cancelled' }),
  },
  'GET /company/candidates/:id/contact': { reads: 'nothing', access: 'company', answers: [200, 403, 404] },
  'GET /drives/:id': { reads: 'nothing', access: 'recruiter', answers: [200, 403, 404] },
  'GET /drives/:id/applicants': {
    reads: 'query',
    access: 'recruiter',
    schema: ApplicantQuerySchema,
    answers: ONE_DRIVE,
  },
  'GET /drives/:id/applicant-keys': {
    reads: 'query',
    access: 'recruiter',
    schema: ApplicantQuerySchema,
    answers: ONE_DRIVE,
  },
  'POST /drives/:id/rounds/:roundId/results': {
    reads: 'json',
    access: 'recruiter',
    schema: RoundResultsInputSchema,
    valid: () => ({ advance: ['1RV22CS001'], rejectRest: true, notSelected: 3 }),
  },
  'POST /drives/:id/rounds/:roundId/results/preview': {
    reads: 'json',
    access: 'recruiter',
    schema: RoundResultsPreviewInputSchema,
    valid: () => ({ advance: ['1RV22CS001'], rejectRest: true, view: { branch: 'CSE', minCgpa: '7.5' } }),
  },
  'POST /drives/:id/rounds/:roundId/corrections': {
    reads: 'json',
    access: 'recruiter',
    schema: RoundCorrectionInputSchema,
    valid: () => ({ rollNumber: '1RV22CS001', to: 'absent' }),
  },
  'GET /drives/:id/rounds/:roundId/history': {
    reads: 'query',
    access: 'recruiter',
    schema: PageQuerySchema,
    answers: ONE_DRIVE,
  },
  'GET /drives/:id/rounds/:roundId/history/:recordId': {
    reads: 'nothing',
    access: 'recruiter',
    answers: ONE_DRIVE,
  },
  'GET /drives/:id/offers': {
    reads: 'query',
    access: 'recruiter',
    schema: PageQuerySchema,
    answers: ONE_DRIVE,
  },
  'POST /drives/:id/offers': {
    reads: 'json',
    access: 'recruiter',
    schema: OfferInputSchema,
    valid: () => ({
      applicationId: 'app-1',
      ctc: { fixed: 600_000, variable: 0, joiningBonus: 0 },
      location: 'Bengaluru',
      joiningDate: '2027-07-01',
      respondBy: inAWeek(),
    }),
  },
  'PATCH /offers/:id': {
    reads: 'json',
    access: 'recruiter',
    schema: OfferRescindSchema,
    valid: () => ({ state: 'rescinded', reason: 'The role was withdrawn' }),
  },
  'GET /student/drives': {
    reads: 'query',
    access: 'student',
    schema: StudentDriveQuerySchema,
    answers: PAGED,
  },
  'GET /student/drives/:id': { reads: 'nothing', access: 'student', answers: [200, 404] },
  'POST /student/drives/:id/apply': { reads: 'nothing', access: 'student', answers: [201, 404, 409, 422] },
  'POST /student/drives/:id/withdraw': { reads: 'nothing', access: 'student', answers: [200, 404, 409] },
  'GET /student/applications': {
    reads: 'query',
    access: 'student',
    schema: PageQuerySchema,
    answers: PAGED,
  },
  'GET /student/offers': {
    reads: 'query',
    access: 'student',
    schema: PageQuerySchema,
    answers: [...PAGED, 404],
  },
  'PATCH /student/offers/:id': {
    reads: 'json',
    access: 'student',
    schema: OfferAnswerSchema,
    valid: () => ({ state: 'accepted' }),
  },
  'GET /student/season': { reads: 'nothing', access: 'student', answers: [200, 404] },
  'PATCH /student/season': {
    reads: 'json',
    access: 'student',
    schema: EnrolmentUpdateSchema,
    valid: () => ({ state: 'opted-out' }),
  },
  // The audit log (AUDIT_API).
  'GET /college/season/audit': {
    reads: 'query',
    access: 'college',
    schema: AuditQuerySchema,
    answers: PAGED,
  },
  'GET /college/season/audit/export': {
    reads: 'query',
    access: 'college',
    schema: AuditExportQuerySchema,
    answers: PAGED,
  },
  'PUT /college/season/audit/settings': {
    reads: 'json',
    access: 'college',
    schema: AuditSettingsSchema,
    valid: () => ({ studentsSeeMemberNames: false }),
  },
  'GET /student/season/history': { reads: 'nothing', access: 'student', answers: [200] },
  'GET /candidate/own-profile': { reads: 'nothing', access: 'candidate', answers: [200] },
  'PATCH /candidate/own-profile': {
    reads: 'json',
    access: 'candidate',
    schema: OwnProfileUpdateSchema,
    valid: () => ({ phone: '9876543210', discoverable: true }),
  },
  'GET /notifications': {
    reads: 'query',
    access: 'signed-in',
    schema: NotificationQuerySchema,
    answers: PAGED,
  },
  'GET /notifications/unread-count': { reads: 'nothing', access: 'signed-in', answers: [200] },
  'POST /notifications/read': {
    reads: 'json',
    access: 'signed-in',
    schema: MarkReadSchema,
    valid: () => ({ all: true }),
  },
};
