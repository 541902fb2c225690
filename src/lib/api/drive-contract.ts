/**
 * A placement drive (docs/api.md, 'Drives'; the calls are in drive-endpoints.ts): its eligibility rules, rounds
 * and CTC as the TPO creates or edits it and a company proposes it, a drive as answered, drive lists, the live
 * eligibility count and the colleges a company may propose to.
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
  refine,
  size,
  string,
  type,
} from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { JOB_ROLES } from '../options/company';
import { ROUND_KIND_VALUES, ROUNDS_MAX } from '../season/rounds';
import {
  BACKLOGS_MAX,
  CGPA_MAX,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PERCENT_MAX,
  SEASON_BRANCH_VALUES,
} from '../season/student-record';
import { IsoDateSchema, TextUpTo } from './contract-fields';
import { pageOf, PageParam, PageSizeParam } from './paging-contract';
import {
  ClockTimeSchema,
  CtcSchema,
  DriveStateSchema,
  IsoDateTimeSchema,
  SortDirectionParam,
  TierSchema,
  TimeZoneSchema,
} from './season-fields';

const Percent = max(min(number(), 0), PERCENT_MAX);
const Backlogs = max(min(integer(), 0), BACKLOGS_MAX);
const GraduationYear = max(min(integer(), GRADUATION_YEAR_MIN), GRADUATION_YEAR_MAX);

/** A drive's eligibility rules (src/lib/season/eligibility.ts): empty lists and absent limits do not restrict. */
export const DriveRulesSchema = object({
  branches: size(array(enums(SEASON_BRANCH_VALUES)), 0, SEASON_BRANCH_VALUES.length),
  graduationYears: size(array(GraduationYear), 0, 5),
  minCgpa: optional(max(min(number(), 0), CGPA_MAX)),
  minTenthPercent: optional(Percent),
  minTwelfthPercent: optional(Percent),
  maxActiveBacklogs: optional(Backlogs),
  maxTotalBacklogs: optional(Backlogs),
});

export const RoundInputSchema = refine(
  object({
    kind: enums(ROUND_KIND_VALUES),
    date: IsoDateSchema,
    time: ClockTimeSchema,
    venue: optional(size(string(), 0, MAX.shortText)),
    link: optional(size(pattern(string(), /^https?:\/\/\S+$/), 0, MAX.url)),
  }),
  'round',
  (round) => Boolean(round.venue?.trim() || round.link) || 'a round needs a venue or a link',
  { description: 'A round has a venue or a link.' },
);
export type RoundInput = Infer<typeof RoundInputSchema>;

/** A round as answered: which one, what kind, when and where (a drive's rounds, a student's timeline). */
export const ROUND_ANSWER_FIELDS = {
  /** 1 for the first round. */
  order: integer(),
  kind: enums(ROUND_KIND_VALUES),
  date: string(),
  time: string(),
  venue: optional(string()),
  link: optional(string()),
};

export const RoundSchema = type({
  id: string(),
  ...ROUND_ANSWER_FIELDS,
  /** When results were last published for this round. */
  resultsPublishedAt: optional(string()),
});
export type Round = Infer<typeof RoundSchema>;

/** What a drive is: the same for a TPO creating, a TPO editing and a company proposing. */
const driveFields = {
  title: TextUpTo(MAX.title),
  role: optional(enums(JOB_ROLES)),
  description: optional(size(string(), 0, MAX.description)),
  location: TextUpTo(MAX.shortText),
  vacancies: optional(max(min(integer(), 1), 10_000)),
  ctc: CtcSchema,
  rules: DriveRulesSchema,
  /** Applications close at this instant. */
  deadline: IsoDateTimeSchema,
  rounds: size(array(RoundInputSchema), 1, ROUNDS_MAX),
};
export const DriveInputSchema = object(driveFields);
export type DriveInput = Infer<typeof DriveInputSchema>;

/** A TPO's edit: the drive, and the version it was made on (refused with 409 drive_changed if it is not current). */
export const DriveEditInputSchema = object({ ...driveFields, baseVersion: optional(min(integer(), 1)) });
export type DriveEditInput = Infer<typeof DriveEditInputSchema>;

/**
 * A TPO creates a drive for a registered company (companyId) or for one that sent its job by e-mail
 * (companyName only). It starts as a draft unless `publish` is true.
 */
export const TpoDriveInputSchema = refine(
  object({
    ...driveFields,
    companyId: optional(string()),
    companyName: optional(TextUpTo(MAX.organisationName)),
    publish: optional(boolean()),
  }),
  'drive',
  (input) => Boolean(input.companyId || input.companyName) || 'name the company (companyId or companyName)',
  { description: 'Names the company: companyId or companyName.' },
);
export type TpoDriveInput = Infer<typeof TpoDriveInputSchema>;

/** A company proposes a drive from one of its jobs to a college (a college account id). */
export const DriveProposalSchema = object({ ...driveFields, jobId: string(), collegeId: string() });
export type DriveProposal = Infer<typeof DriveProposalSchema>;

export const DriveStateUpdateSchema = object({ state: DriveStateSchema });

export const DriveSummarySchema = type({
  id: string(),
  collegeId: string(),
  collegeName: string(),
  /** The company's account id; absent for a company without an account (its job came by e-mail). */
  companyId: optional(string()),
  companyName: string(),
  jobId: optional(string()),
  title: string(),
  location: string(),
  ctc: CtcSchema,
  ctcTotal: integer(),
  /** Derived from the CTC: under the current policy until the drive opens, then as decided at that moment. */
  tier: TierSchema,
  tierPolicyVersion: integer(),
  deadline: string(),
  /** The college's time zone: the deadline and the rounds' times are read and written in it. */
  timeZone: TimeZoneSchema,
  state: DriveStateSchema,
  proposedBy: enums(['tpo', 'company'] as const),
  applicantCount: integer(),
  roundCount: integer(),
  createdAt: string(),
});
export type DriveSummary = Infer<typeof DriveSummarySchema>;

export const DriveDetailSchema = type({
  ...DriveSummarySchema.schema,
  role: optional(enums(JOB_ROLES)),
  description: optional(string()),
  vacancies: optional(integer()),
  rules: DriveRulesSchema,
  rounds: array(RoundSchema),
  /** Raised by every save and state change: an edit sends the version it was made on (DriveEditInputSchema). */
  version: integer(),
});
export type DriveDetail = Infer<typeof DriveDetailSchema>;
export const DriveResponseSchema = type({ drive: DriveDetailSchema });
export const DrivePageSchema = pageOf(DriveSummarySchema);

export const DRIVE_SORTS = ['deadline', 'created', 'ctc', 'company', 'applicants'] as const;

/** Drive lists (TPO, company): filtered, sorted and paged by the server. */
export const DriveListQuerySchema = object({
  query: optional(size(string(), 0, MAX.shortText)),
  state: optional(DriveStateSchema),
  tier: optional(TierSchema),
  sort: optional(enums(DRIVE_SORTS)),
  dir: SortDirectionParam,
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type DriveListQuery = Infer<typeof DriveListQuerySchema>;

/** The eligibility preview while the TPO edits a drive's rules. */
export const EligibilityPreviewSchema = type({
  total: integer(),
  eligible: integer(),
  failing: array(type({ rule: string(), count: integer() })),
  /** "412 of 610 eligible; 121 below CGPA 7.0, 77 with active backlogs". */
  text: string(),
});
export type EligibilityPreview = Infer<typeof EligibilityPreviewSchema>;

/** Colleges a company may propose a drive to, a page at a time, by name. */
/** `timeZone`: the college's, in which a proposal's deadline and rounds are entered. */
export const SeasonCollegePageSchema = pageOf(
  type({ id: string(), name: string(), timeZone: TimeZoneSchema }),
);
export const SeasonCollegesQuerySchema = object({
  /** Part of the college's name. */
  query: optional(size(string(), 0, MAX.shortText)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type SeasonCollegesQuery = Infer<typeof SeasonCollegesQuerySchema>;
export type SeasonCollege = Infer<typeof SeasonCollegePageSchema>['items'][number];
