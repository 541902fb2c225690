/**
 * The placement report's contract (docs/api.md, 'Placement report (proposed extension)'): the report itself as the
 * pure module computes it (src/lib/report), the TPO's admissions figures, the outcomes students report and the TPO
 * records or reviews. Shared by the client and the mock like the rest of the contract.
 */
import type { Infer } from 'superstruct';
import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type,
} from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { CLAIM_KIND_VALUES, CLAIM_REVIEW_STATES, CLAIM_STATES } from '../report/claim-machine';
import { NIRF_PROGRAMME_TYPES } from '../report/nirf';
import { OUTCOME_KINDS } from '../report/outcome';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, SEASON_BRANCH_VALUES } from '../season/student-record';
import { IsoDateSchema, TextUpTo } from './contract-fields';
import { pageOf, PageParam, PageSizeParam } from './paging-contract';
import { FileSchema } from './registration-contract';

export const OutcomeKindSchema = enums(OUTCOME_KINDS);
const Count = max(min(integer(), 0), 1_00_000);
const Year = max(min(integer(), GRADUATION_YEAR_MIN), GRADUATION_YEAR_MAX);
const ProgrammeType = enums(NIRF_PROGRAMME_TYPES.map((entry) => entry.type));
/** Query parameters and multipart fields are text. */
const YearParam = pattern(string(), /^\d{4}$/);
const RupeesField = pattern(string(), /^\d{1,10}$/);

// --- the TPO's admissions figures ---------------------------------------------------
export const IntakeEntrySchema = object({
  programmeType: ProgrammeType,
  graduationYear: Year,
  intake: Count,
  admitted: Count,
  lateral: optional(Count),
  graduatingInMinimumTime: Count,
});
export type IntakeEntryInput = Infer<typeof IntakeEntrySchema>;
export const IntakeUpdateSchema = object({ entries: size(array(IntakeEntrySchema), 1, 30) });
export const IntakeResponseSchema = type({ entries: array(IntakeEntrySchema) });

// --- the report ---------------------------------------------------------------------------
export const ReportQuerySchema = object({ batch: optional(YearParam) });

const SpreadSchema = type({
  min: optional(integer()),
  median: optional(integer()),
  mean: optional(integer()),
  max: optional(integer()),
});
/** A branch, or the whole batch (docs/report.md, 'What each figure means'). */
const BranchFiguresSchema = {
  inBatch: integer(),
  /** Opted in to the season, or placed all the same: the denominator of % placed. */
  optedInOrPlaced: integer(),
  placed: integer(),
  /** placed ÷ optedInOrPlaced × 100, never above 100; absent when nobody is opted in or placed. */
  percentPlaced: optional(number()),
  offers: integer(),
  studentsWithSeveralOffers: integer(),
  /** The placed students' fixed pay, and their CTC (fixed + variable + joining bonus). */
  fixed: SpreadSchema,
  ctc: SpreadSchema,
};
const NirfRowSchema = type({
  graduationYear: integer(),
  admissionYear: string(),
  lateralEntryYear: optional(string()),
  graduationAcademicYear: string(),
  entered: optional(IntakeEntrySchema),
  graduating: integer(),
  placed: integer(),
  higherStudies: integer(),
  /** The median CTC (fixed + variable + joining bonus), shown beside NIRF's figure. */
  medianCtc: optional(integer()),
  /** NIRF's "median salary per annum": the median of fixed pay. */
  medianFixed: optional(integer()),
});
export const PlacementReportSchema = type({
  collegeName: string(),
  generatedAt: string(),
  batches: array(integer()),
  nirf: array(
    type({
      programmeType: type({ type: string(), years: integer(), lateralEntry: boolean() }),
      rows: array(NirfRowSchema),
    }),
  ),
  batch: integer(),
  branches: array(type({ branch: string(), ...BranchFiguresSchema })),
  whole: type(BranchFiguresSchema),
  indices: type({
    perBatch: array(
      type({
        graduationYear: integer(),
        finalYear: integer(),
        placed: integer(),
        higherStudies: integer(),
        entrepreneurs: integer(),
      }),
    ),
    nba: optional(number()),
    naac: optional(number()),
  }),
  ctcBands: array(type({ from: integer(), to: optional(integer()), students: integer() })),
  offersByWeek: array(type({ weekStart: string(), offers: integer() })),
  /** Claims waiting for the TPO: they count only once confirmed. */
  pendingClaims: integer(),
});
export type PlacementReportResponse = Infer<typeof PlacementReportSchema>;

const studentsFilter = {
  batch: YearParam,
  programmeType: optional(ProgrammeType),
  branch: optional(enums(SEASON_BRANCH_VALUES)),
  outcome: optional(OutcomeKindSchema),
};
/** The students behind a figure, a page at a time; the export takes the same filter and writes every page. */
export const ReportStudentsQuerySchema = object({
  ...studentsFilter,
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type ReportStudentsQuery = Infer<typeof ReportStudentsQuerySchema>;
export const ReportStudentsExportQuerySchema = object(studentsFilter);
export type ReportStudentsExportQuery = Infer<typeof ReportStudentsExportQuerySchema>;
/** An offer's pay as a report answers it (whole rupees), when the outcome is a job. */
const ctcParts = {
  fixed: optional(integer()),
  variable: optional(integer()),
  joiningBonus: optional(integer()),
};
export const ReportStudentRowSchema = type({
  rollNumber: string(),
  name: string(),
  programmeType: string(),
  branch: string(),
  graduationYear: integer(),
  outcome: OutcomeKindSchema,
  company: optional(string()),
  source: optional(string()),
  ...ctcParts,
  /** fixed + variable + joining bonus: the CTC the tier was decided on. */
  ctc: optional(integer()),
  institution: optional(string()),
  course: optional(string()),
});
export const ReportStudentsResponseSchema = pageOf(ReportStudentRowSchema);

// --- outcome claims -----------------------------------------------------------------------
export const ClaimKindSchema = enums(CLAIM_KIND_VALUES);
export const ClaimStateSchema = enums(CLAIM_STATES);
export const OutcomeClaimSchema = type({
  id: string(),
  rollNumber: string(),
  name: string(),
  graduationYear: integer(),
  kind: ClaimKindSchema,
  state: ClaimStateSchema,
  reportedBy: enums(['student', 'tpo'] as const),
  institution: optional(string()),
  course: optional(string()),
  company: optional(string()),
  ...ctcParts,
  offeredOn: optional(string()),
  /** The offer letter's name, when one was sent. */
  evidence: optional(type({ name: string(), size: integer() })),
  createdAt: string(),
  reviewedAt: optional(string()),
});
export type OutcomeClaim = Infer<typeof OutcomeClaimSchema>;
/** The claims list, a page at a time: `reportedBy=student` keeps the students' own (what the TPO reviews). */
export const ClaimListQuerySchema = object({
  reportedBy: optional(enums(['student', 'tpo'] as const)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type ClaimListQuery = Infer<typeof ClaimListQuerySchema>;
export const ClaimListResponseSchema = pageOf(OutcomeClaimSchema);
export const ClaimResponseSchema = type({ claim: OutcomeClaimSchema });

/**
 * A claim as a multipart form (the offer letter is a file). Which fields a kind needs is checked by the server
 * (claimProblems in the mock): an offer needs company, fixed pay, date and letter; higher studies an institution
 * and a course.
 */
const claimFields = {
  kind: ClaimKindSchema,
  institution: optional(size(string(), 0, MAX.organisationName)),
  course: optional(size(string(), 0, MAX.title)),
  company: optional(size(string(), 0, MAX.organisationName)),
  fixed: optional(RupeesField),
  variable: optional(RupeesField),
  joiningBonus: optional(RupeesField),
  offeredOn: optional(IsoDateSchema),
  letter: optional(FileSchema),
};
export const StudentClaimInputSchema = object(claimFields);
export type StudentClaimInput = Infer<typeof StudentClaimInputSchema>;
/** The TPO records an outcome for a student of the batch, known by roll number; it counts at once. */
export const TpoClaimInputSchema = object({ ...claimFields, rollNumber: TextUpTo(MAX.shortText) });
export type TpoClaimInput = Infer<typeof TpoClaimInputSchema>;
export const ClaimReviewSchema = object({ state: enums(CLAIM_REVIEW_STATES) });

/** The student's side: whether they are in a graduating batch, and what they reported. */
export const OwnClaimsResponseSchema = type({
  inBatch: boolean(),
  graduationYear: optional(integer()),
  claims: array(OutcomeClaimSchema),
});
