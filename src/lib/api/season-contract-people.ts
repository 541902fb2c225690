/**
 * The placement season's contract, people side (docs/api.md, 'Placement season (proposed extension)'): a drive's
 * applicants and round results, applications with their timeline, offers, notifications, the student's own
 * profile and season standing, the TPO's summary and student view.
 */
import type { Infer } from 'superstruct';
import {
  array,
  boolean,
  enums,
  integer,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type,
} from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { ENROLMENT_ACTORS, ENROLMENT_REASON_MAX, TPO_ENROLMENT_TARGETS } from '../season/enrolment';
import { APPLICATION_STATES, DRIVE_STATES, ENROLMENT_STATES, OFFER_STATES } from '../season/machines';
import { PROFILE_ITEMS } from '../season/profile-completeness';
import { ROUND_KIND_VALUES } from '../season/rounds';
import { SEASON_BRANCH_VALUES, StudentRecordSchema } from '../season/student-record';
import { PhoneSchema, TextUpTo } from './contract';
import { SeasonStudentFiguresSchema, StudentOutcomeViewSchema } from './figures-contract';
import { IsoDateSchema, PageParam, PageSizeParam, ResumeInfoSchema, pageOf } from './portal-contract';
import {
  CtcSchema,
  DriveSummarySchema,
  EligibilityDecisionSchema,
  EnrolmentHoldSchema,
  IsoDateTimeSchema,
  SortDirectionParam,
  TierSchema,
  TimeZoneSchema,
} from './season-contract';

export const ApplicationStateSchema = enums(APPLICATION_STATES);
export const OfferStateSchema = enums(OFFER_STATES);
export const EnrolmentStateSchema = enums(ENROLMENT_STATES);

// --- applicants and round results ------------------------------------------------
/**
 * One applicant of a drive with their verified academic data. Companies see only applicants who are still
 * eligible; applying to a drive shares the student's contact details and resume with its company.
 */
export const DriveApplicantSchema = type({
  applicationId: string(),
  /** The student's account; absent for a student of the batch who applied before registering (seeded). */
  candidateId: optional(string()),
  rollNumber: string(),
  name: string(),
  email: string(),
  phone: optional(string()),
  programme: string(),
  branch: enums(SEASON_BRANCH_VALUES),
  graduationYear: integer(),
  cgpa: number(),
  tenthPercent: number(),
  twelfthPercent: optional(number()),
  diplomaPercent: optional(number()),
  activeBacklogs: integer(),
  totalBacklogs: integer(),
  state: ApplicationStateSchema,
  /** The round the applicant is in or last reached: 0 before the first round's results. */
  roundReached: integer(),
  appliedAt: string(),
  hasResume: boolean(),
  /** False when the record or the rules changed since the student applied (shown to the TPO only). */
  eligibleNow: boolean(),
});
export type DriveApplicant = Infer<typeof DriveApplicantSchema>;
export const DriveApplicantPageSchema = pageOf(DriveApplicantSchema);

export const APPLICANT_SORTS = ['name', 'rollNumber', 'cgpa', 'branch', 'appliedAt', 'roundReached'] as const;
/** Up to 500 rows a page: the applicants table virtualizes long pages. */
const ApplicantPageSizeParam = pattern(string(), /^([1-9]\d{0,1}|[1-4]\d{2}|500)$/);

/** The applicants table's filters (the publisher's "current view", which a results preview counts against). */
const APPLICANT_FILTER_FIELDS = {
  /** Name, roll number or e-mail, in part. */
  query: optional(size(string(), 0, MAX.shortText)),
  branch: optional(enums(SEASON_BRANCH_VALUES)),
  state: optional(ApplicationStateSchema),
  /** Applicants who reached at least this round. */
  round: optional(pattern(string(), /^\d{1,2}$/)),
  minCgpa: optional(pattern(string(), /^\d{1,2}(\.\d{1,2})?$/)),
  /** 'none': only applicants without active backlogs. */
  backlogs: optional(enums(['none'] as const)),
};
export const ApplicantViewSchema = object(APPLICANT_FILTER_FIELDS);
export type ApplicantView = Infer<typeof ApplicantViewSchema>;

/** The applicants table's filters, sort and page, all applied by the server. */
export const ApplicantQuerySchema = object({
  ...APPLICANT_FILTER_FIELDS,
  /** 'none': only applicants without an issued or accepted offer of this drive (finalists waiting for one). */
  offer: optional(enums(['none'] as const)),
  sort: optional(enums(APPLICANT_SORTS)),
  dir: SortDirectionParam,
  page: optional(PageParam),
  pageSize: optional(ApplicantPageSizeParam),
});
export type ApplicantQuery = Infer<typeof ApplicantQuerySchema>;

/** Every roll number the filters match (for "select all filtered"), not only one page. */
export const ApplicantKeysResponseSchema = type({ rollNumbers: array(string()), total: integer() });

// --- offers -------------------------------------------------------------------------
export const OfferInputSchema = object({
  /** A selected application of the drive. */
  applicationId: string(),
  ctc: CtcSchema,
  location: TextUpTo(MAX.shortText),
  joiningDate: IsoDateSchema,
  respondBy: IsoDateTimeSchema,
});
export type OfferInput = Infer<typeof OfferInputSchema>;

export const OfferSchema = type({
  id: string(),
  driveId: string(),
  applicationId: string(),
  candidateId: optional(string()),
  companyName: string(),
  title: string(),
  studentName: string(),
  rollNumber: string(),
  ctc: CtcSchema,
  ctcTotal: integer(),
  /** Decided when the offer was issued, under `policyVersion`. */
  tier: TierSchema,
  policyVersion: integer(),
  location: string(),
  joiningDate: string(),
  respondBy: string(),
  /** The college's time zone: the respond-by time is read in it. */
  timeZone: TimeZoneSchema,
  state: OfferStateSchema,
  issuedAt: string(),
  answeredAt: optional(string()),
  /** Who rescinded the offer (the company or the placement cell) and when; only on a rescinded offer. */
  rescinded: optional(type({ by: enums(['tpo', 'company'] as const), at: string() })),
});
export type Offer = Infer<typeof OfferSchema>;
export const OfferResponseSchema = type({ offer: OfferSchema });
/** A drive's offers, newest first, a page at a time. */
export const OfferPageSchema = pageOf(OfferSchema);

/** The student's answer to an offer. */
export const OfferAnswerSchema = object({ state: enums(['accepted', 'declined'] as const) });
/** A company or the TPO rescinds an offer. */
export const OfferRescindSchema = object({ state: enums(['rescinded'] as const) });

// --- the student's season -----------------------------------------------------------
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
  order: integer(),
  kind: enums(ROUND_KIND_VALUES),
  date: string(),
  time: string(),
  venue: optional(string()),
  link: optional(string()),
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

// --- notifications ---------------------------------------------------------------------
export const NOTIFICATION_KINDS = [
  'drive-published',
  'drive-proposed',
  'drive-approved',
  'drive-declined',
  'shortlisted',
  'selected',
  'waitlisted',
  'rejected',
  'offer',
  'offer-expired',
  'application-withdrawn',
  /** The student's place in the season changed: opted out or in, blocked or unblocked, with the reason. */
  'enrolment',
  /** A round's result was corrected (round-correction.ts). */
  'result-corrected',
] as const;
export const NotificationSchema = type({
  id: string(),
  kind: enums(NOTIFICATION_KINDS),
  title: string(),
  text: string(),
  at: string(),
  /** The time zone of the college whose season wrote it: its time, and any time in its text, are in that zone. */
  timeZone: TimeZoneSchema,
  read: boolean(),
  driveId: optional(string()),
  offerId: optional(string()),
});
export type SeasonNotification = Infer<typeof NotificationSchema>;
export const NotificationPageSchema = type({
  ...pageOf(NotificationSchema).schema,
  unread: integer(),
});
export const UnreadCountSchema = type({ unread: integer() });
/** Marks the listed notifications read, or all of them. */
export const MarkReadSchema = object({
  ids: optional(size(array(string()), 0, 500)),
  all: optional(boolean()),
});
export const NotificationQuerySchema = object({
  unread: optional(enums(['1'] as const)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});

// --- the student's own profile -------------------------------------------------------------
/** What recruiters and the eligibility rules use, and how much of it the profile has. */
export const CompletenessSchema = type({
  percent: integer(),
  missing: array(enums(PROFILE_ITEMS)),
});

export const OwnProfileSchema = type({
  name: string(),
  email: string(),
  phone: string(),
  skills: array(string()),
  /** Whether companies may see contact details and resume without an application (off by default). */
  discoverable: boolean(),
  /**
   * The companies that see the contact details and resume today through an application, and until when
   * (`until` absent while the application is in progress; src/lib/season/contact-sharing.ts).
   */
  sharedWith: array(
    type({
      companyName: string(),
      kind: enums(['drive', 'job'] as const),
      title: string(),
      until: optional(IsoDateTimeSchema),
    }),
  ),
  resume: optional(ResumeInfoSchema),
  /** The batch record whose e-mail matches the account: verified by the placement cell, read-only. */
  record: optional(
    type({
      ...StudentRecordSchema.schema,
      collegeName: string(),
      /** The college's time zone, in which `verifiedAt` is read. */
      collegeTimeZone: TimeZoneSchema,
      verifiedAt: optional(string()),
    }),
  ),
  completeness: CompletenessSchema,
});
export type OwnProfile = Infer<typeof OwnProfileSchema>;
export const OwnProfileResponseSchema = type({ profile: OwnProfileSchema });

export const SKILLS_MAX = 30;
/** The longest single skill a profile takes (the profile form checks it before sending). */
export const SKILL_MAX_LENGTH = 40;
/** The fields a student may change; verified academic fields are not among them. */
export const OwnProfileUpdateSchema = object({
  phone: optional(PhoneSchema),
  skills: optional(size(array(TextUpTo(SKILL_MAX_LENGTH)), 0, SKILLS_MAX)),
  discoverable: optional(boolean()),
});
export type OwnProfileUpdate = Infer<typeof OwnProfileUpdateSchema>;

/** A company's view of a candidate's contact details: only after an application or with discoverability. */
export const CandidateContactSchema = type({
  email: string(),
  phone: string(),
  resume: optional(ResumeInfoSchema),
});

// --- the TPO's views -------------------------------------------------------------------------
export const SeasonSummarySchema = type({
  drivesByState: array(type({ state: enums(DRIVE_STATES), count: integer() })),
  /** The same figures as GET /college/overview's `season`, and the report's for the batch's year. */
  students: SeasonStudentFiguresSchema,
  offersByTier: array(type({ tier: TierSchema, issued: integer(), accepted: integer() })),
  policyVersion: integer(),
});
export type SeasonSummary = Infer<typeof SeasonSummarySchema>;

/** One kept change of a student's place in the season (src/lib/season/enrolment.ts). */
export const EnrolmentChangeSchema = type({
  from: EnrolmentStateSchema,
  to: EnrolmentStateSchema,
  by: enums(ENROLMENT_ACTORS),
  at: IsoDateTimeSchema,
  reason: optional(string()),
  absenceBlock: optional(type({ absences: integer(), limit: integer(), policyVersion: integer() })),
});

/** A step the TPO takes on a student's place, always with the reason the student will read. */
export const TpoEnrolmentUpdateSchema = object({
  state: enums(TPO_ENROLMENT_TARGETS),
  reason: size(pattern(string(), /\S/), 1, ENROLMENT_REASON_MAX),
});
export type TpoEnrolmentUpdate = Infer<typeof TpoEnrolmentUpdateSchema>;

/** One student as the TPO sees them: record, standing, every application and offer. */
export const TpoStudentSchema = type({
  record: StudentRecordSchema,
  candidateId: optional(string()),
  standing: StandingSchema,
  /** Every change of the student's place, oldest first. */
  enrolmentHistory: array(EnrolmentChangeSchema),
  /** The student's one outcome, as the season page and the report count it. */
  outcome: StudentOutcomeViewSchema,
  applications: array(StudentApplicationSchema),
  offers: array(OfferSchema),
});
export type TpoStudent = Infer<typeof TpoStudentSchema>;
export const TpoStudentResponseSchema = type({ student: TpoStudentSchema });
