/**
 * The student's side of the season (docs/api.md, 'The student's season'; the calls are in
 * student-season-endpoints.ts): where the student stands, drives with the student's eligibility, applications with
 * their round timeline, and opting out or back in. The student's offers are in student-offer-contract.ts.
 */
import type { Infer } from 'superstruct';
import { array, enums, integer, literal, object, optional, size, string, type } from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { DriveSummarySchema, ROUND_ANSWER_FIELDS } from './drive-contract';
import { pageOf, PageParam, PageSizeParam } from './paging-contract';
import { ApplicationStateSchema, EnrolmentStateSchema, TierSchema, TimeZoneSchema } from './season-fields';
import { EligibilityDecisionSchema, EnrolmentHoldSchema } from './season-reasons-contract';

/** Where the student stands: enrolment, accepted offers' tiers, absences, and the policy in plain words. */
export const StandingSchema = type({
  enrolment: EnrolmentStateSchema,
  /** Why an opted-out or blocked student may apply nowhere, as kept when it was decided (who, when, why). */
  hold: optional(EnrolmentHoldSchema),
  acceptedTiers: array(TierSchema),
  /** Absences that count toward a block: those no unblock has forgiven. */
  absences: integer(),
  policyVersion: integer(),
  policy: array(string()),
  /** The college's zone, in which the hold's date and every time of the season are written. */
  timeZone: TimeZoneSchema,
});
export type Standing = Infer<typeof StandingSchema>;

export const StudentApplicationRefSchema = type({
  id: string(),
  state: ApplicationStateSchema,
  roundReached: integer(),
  appliedAt: string(),
});

/** A drive at the student's college with the student's current decision and application, if any. */
export const StudentDriveSchema = type({
  drive: DriveSummarySchema,
  decision: EligibilityDecisionSchema,
  application: optional(StudentApplicationRefSchema),
});
export type StudentDrive = Infer<typeof StudentDriveSchema>;
export const StudentDrivePageSchema = pageOf(StudentDriveSchema);

export const STUDENT_DRIVE_FILTERS = ['all', 'eligible', 'applied'] as const;
export const StudentDriveQuerySchema = object({
  show: optional(enums(STUDENT_DRIVE_FILTERS)),
  query: optional(size(string(), 0, MAX.shortText)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type StudentDriveQuery = Infer<typeof StudentDriveQuerySchema>;

export const TIMELINE_OUTCOMES = [
  'upcoming',
  'cleared',
  'waitlisted',
  'rejected',
  'absent',
  'not-reached',
] as const;
/** One round on the student's timeline. */
export const TimelineRoundSchema = type({
  roundId: string(),
  ...ROUND_ANSWER_FIELDS,
  outcome: enums(TIMELINE_OUTCOMES),
});

export const StudentApplicationSchema = type({
  ...StudentApplicationRefSchema.schema,
  drive: DriveSummarySchema,
  /** The decision when the student applied (a snapshot; later policy changes do not rewrite it). */
  decision: EligibilityDecisionSchema,
  timeline: array(TimelineRoundSchema),
  offerId: optional(string()),
});
export type StudentApplication = Infer<typeof StudentApplicationSchema>;
export const StudentApplicationResponseSchema = type({ application: StudentApplicationSchema });

export const StudentDriveDetailSchema = type({
  drive: DriveSummarySchema,
  decision: EligibilityDecisionSchema,
  application: optional(StudentApplicationSchema),
});

export const EnrolmentUpdateSchema = object({ state: enums(['available', 'opted-out'] as const) });
export const StandingResponseSchema = type({ standing: StandingSchema });
/** After opting out or in: where the student stands, and how many applications opting out withdrew. */
export const EnrolmentUpdateResponseSchema = type({
  standing: StandingSchema,
  withdrawnApplications: integer(),
});

/** The student's applications, newest first. */
export const StudentApplicationPageSchema = pageOf(StudentApplicationSchema);
/** The student's applications, all or only those in progress (`active=1`: what opting out would withdraw). */
export const StudentApplicationQuerySchema = object({
  active: optional(literal('1')),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type StudentApplicationQuery = Infer<typeof StudentApplicationQuerySchema>;
