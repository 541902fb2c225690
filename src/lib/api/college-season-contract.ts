/**
 * The TPO's views of the season (docs/api.md, 'The TPO's season'; the calls are in college-season-endpoints.ts):
 * the season at a glance, one student with their record, standing, history, applications and offers, and the
 * steps the TPO takes on a student's place.
 */
import type { Infer } from 'superstruct';
import { array, enums, integer, object, optional, string, type } from './schema-kit';
import { ENROLMENT_ACTORS, TPO_ENROLMENT_TARGETS } from '../season/enrolment';
import { DRIVE_STATES } from '../season/machines';
import { SeasonStudentFiguresSchema, StudentOutcomeViewSchema } from './figures-contract';
import { OfferSchema } from './offer-contract';
import { EnrolmentStateSchema, IsoDateTimeSchema, ReasonForStudentSchema, TierSchema } from './season-fields';
import { StudentRecordSchema } from './student-record-contract';
import { StandingSchema, StudentApplicationSchema } from './student-season-contract';

export const SeasonSummarySchema = type({
  drivesByState: array(type({ state: enums(DRIVE_STATES), count: integer() })),
  /** The same figures as GET /college/overview's `season`, and the report's for the batch's year. */
  students: SeasonStudentFiguresSchema,
  /**
   * Offers by the report's one definition (a rescinded offer is not counted; it is given apart), by the tier the
   * policy gave each; with `offersOffCampus` they add up to the report's "Offers" for the batch.
   */
  offersByTier: array(
    type({ tier: TierSchema, offers: integer(), accepted: integer(), rescinded: integer() }),
  ),
  /** Confirmed off-campus and pre-placement offers: offers like the others, with no tier of the season's. */
  offersOffCampus: integer(),
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
  reason: ReasonForStudentSchema,
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
