/**
 * A drive's applicants as the TPO and the drive's company see them (docs/api.md, 'Applicants'; the calls are in
 * applicant-endpoints.ts): one applicant with their verified academic data, the table's filters, sort and pages,
 * the keys of every applicant a filter matches, and a candidate's contact details.
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
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import { pageOf, PageParam } from './paging-contract';
import { ResumeInfoSchema } from './portal-contract';
import { ApplicationStateSchema, SortDirectionParam } from './season-fields';

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
  /** Absent for a member who may not see contact details (a student coordinator, an interviewer). */
  email: optional(string()),
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
  /**
   * Shown to the TPO only: this applicant is blocked from further drives by absences, and correcting this one
   * (absent here) as a mistake lifts the block.
   */
  correctingLiftsBlock: optional(boolean()),
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

/** A company's view of a candidate's contact details: only after an application or with discoverability. */
export const CandidateContactSchema = type({
  email: string(),
  phone: string(),
  resume: optional(ResumeInfoSchema),
});
