/**
 * The placement season's contract (docs/api.md, 'Placement season (proposed extension)'): the policy, drives with
 * their rules, rounds and CTC, and the reasons a rule refuses someone. People-side shapes (applicants,
 * applications, offers, notifications, profiles, the summary) are in season-contract-people.ts. Like the rest of
 * the contract, the client checks answers against these schemas and the mock rejects requests that break them.
 */
import type { Infer } from 'superstruct';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  union,
} from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { JOB_ROLES } from '../options/company';
import { APPLICATION_STATES, DRIVE_STATES, OFFER_STATES } from '../season/machines';
import { isTimeZone } from '../season/college-time';
import { CTC_PART_MAX, isValidCtc } from '../season/money';
import {
  ABSENCES_TO_BLOCK_LIMIT,
  AFTER_PLACEMENT_VALUES,
  MAX_OFFERS_LIMIT,
  policySettingsProblems,
} from '../season/policy';
import { ROUND_KIND_VALUES, ROUNDS_MAX } from '../season/rounds';
import { ACTORS } from '../season/state-machine';
import {
  BACKLOGS_MAX,
  CGPA_MAX,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  PERCENT_MAX,
  SEASON_BRANCH_VALUES,
} from '../season/student-record';
import { TIER_VALUES } from '../season/tiers';
import { TextUpTo } from './contract';
import { IsoDateSchema, PageParam, PageSizeParam, pageOf } from './portal-contract';

// --- building blocks ---------------------------------------------------------
/** An instant with its offset, as `Date.toISOString()` writes it ('2026-12-01T18:30:00.000Z'). */
export const IsoDateTimeSchema = refine(
  pattern(string(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
  'date and time',
  (value) => !Number.isNaN(Date.parse(value)) || 'not a real date and time',
  { description: 'An ISO 8601 date and time with its offset.', jsonSchema: { format: 'date-time' } },
);
/**
 * A college's time zone, by its IANA name ('Asia/Kolkata'): every deadline, round time and respond-by time of its
 * season is entered and shown in it (src/lib/season/college-time.ts), whatever the reader's device says.
 */
export const TimeZoneSchema = refine(
  size(string(), 1, 64),
  'time zone',
  (value) => isTimeZone(value) || 'not a known time zone',
  {
    description: "An IANA time zone name, e.g. 'Asia/Kolkata'.",
  },
);
/** A clock time, 24-hour ('09:30'). */
export const ClockTimeSchema = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

const Rupees = max(min(integer(), 0), CTC_PART_MAX);
export const CtcSchema = refine(
  object({ fixed: Rupees, variable: Rupees, joiningBonus: Rupees }),
  'CTC',
  (ctc) => isValidCtc(ctc) || 'the fixed part must be above zero',
  { description: 'Whole rupees; the fixed part is above zero.' },
);
export const TierSchema = enums(TIER_VALUES);
export const DriveStateSchema = enums(DRIVE_STATES);
export const ActorSchema = enums(ACTORS);

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

// --- reasons -------------------------------------------------------------------
const Branch = enums(SEASON_BRANCH_VALUES);
/** Why a student's place in the season refuses every drive (src/lib/season/enrolment.ts), as kept. */
const ENROLMENT_HOLD_SCHEMAS = [
  type({
    rule: literal('absences'),
    value: number(),
    limit: number(),
    policyVersion: optional(integer()),
    at: optional(IsoDateTimeSchema),
  }),
  type({
    rule: literal('blockedByTpo'),
    reason: optional(string()),
    at: optional(IsoDateTimeSchema),
  }),
  type({
    rule: literal('optedOut'),
    by: optional(literal('tpo')),
    reason: optional(string()),
    at: optional(IsoDateTimeSchema),
  }),
] as const;
export const EnrolmentHoldSchema = union([...ENROLMENT_HOLD_SCHEMAS]);

/** Why a rule refuses a student, as data (src/lib/season/decision.ts words them). */
export const SeasonReasonSchema = union([
  type({ rule: literal('noRecord') }),
  type({ rule: literal('branch'), value: Branch, allowed: array(Branch) }),
  type({ rule: literal('graduationYear'), value: number(), allowed: array(number()) }),
  type({ rule: literal('cgpa'), value: number(), limit: number() }),
  type({ rule: literal('tenthPercent'), value: number(), limit: number() }),
  type({ rule: literal('twelfthPercent'), value: nullable(number()), limit: number() }),
  type({ rule: literal('activeBacklogs'), value: number(), limit: number() }),
  type({ rule: literal('totalBacklogs'), value: number(), limit: number() }),
  type({ rule: literal('offerCap'), value: number(), limit: number() }),
  type({ rule: literal('placedTier'), value: TierSchema, allowed: array(TierSchema) }),
  type({ rule: literal('placedNoMore'), value: TierSchema }),
  ...ENROLMENT_HOLD_SCHEMAS,
]);

/** Why a step was refused when no eligibility or policy rule decided it (src/lib/season/step-reasons.ts words them). */
export const StepReasonSchema = union([
  type({ rule: literal('deadlinePassed'), deadline: IsoDateTimeSchema }),
  type({ rule: literal('driveState'), value: DriveStateSchema, allowed: array(DriveStateSchema) }),
  type({ rule: literal('respondByPassed'), respondBy: IsoDateTimeSchema }),
  type({
    rule: literal('applicationState'),
    value: enums(APPLICATION_STATES),
    allowed: array(enums(APPLICATION_STATES)),
  }),
  type({ rule: literal('offerExists'), state: enums(OFFER_STATES) }),
  type({ rule: literal('roundNotPublished'), order: integer() }),
  type({ rule: literal('roundClosed'), order: integer(), next: integer() }),
  type({ rule: literal('notInRound'), order: integer(), roundReached: integer() }),
  type({ rule: literal('notSelectedCount'), confirmed: nullable(integer()), count: integer() }),
  type({ rule: literal('alreadyApplied'), state: enums(APPLICATION_STATES), appliedAt: IsoDateTimeSchema }),
  type({ rule: literal('contactNotShared'), keptDays: integer() }),
]);

/** Why an edit of a drive's terms was refused (src/lib/season/drive-edit.ts words them). */
export const DriveEditReasonSchema = union([
  type({ rule: literal('ctcFixed'), applicants: integer(), ctcTotal: integer() }),
  type({
    rule: literal('excludesApplicants'),
    applicants: integer(),
    excluded: integer(),
    text: string(),
  }),
  type({ rule: literal('roundHasResults'), order: integer(), kind: enums(ROUND_KIND_VALUES) }),
]);

/** A student's decision for one drive, with the policy version it was decided under. */
export const EligibilityDecisionSchema = type({
  eligible: boolean(),
  reasons: array(SeasonReasonSchema),
  policyVersion: integer(),
  decidedAt: string(),
});

/** Why a state change was refused (src/lib/season/state-machine.ts). */
export const TransitionRefusalSchema = union([
  type({ rule: literal('noSuchTransition'), machine: string(), from: string(), to: string() }),
  type({
    rule: literal('actorNotAllowed'),
    machine: string(),
    from: string(),
    to: string(),
    actor: ActorSchema,
    allowed: array(ActorSchema),
  }),
]);

// --- policy --------------------------------------------------------------------
export const PolicySettingsSchema = refine(
  object({
    dreamFrom: max(min(integer(), 1), CTC_PART_MAX),
    superDreamFrom: max(min(integer(), 1), CTC_PART_MAX),
    maxOffers: max(min(integer(), 1), MAX_OFFERS_LIMIT),
    afterPlacement: enums(AFTER_PLACEMENT_VALUES),
    absencesToBlock: max(min(integer(), 0), ABSENCES_TO_BLOCK_LIMIT),
  }),
  'season policy',
  (settings) => policySettingsProblems(settings)[0] ?? true,
  { description: 'The Super Dream threshold is above the Dream threshold.' },
);

export const SeasonPolicySchema = type({
  dreamFrom: integer(),
  superDreamFrom: integer(),
  maxOffers: integer(),
  afterPlacement: enums(AFTER_PLACEMENT_VALUES),
  absencesToBlock: integer(),
  version: integer(),
  effectiveFrom: string(),
});
/**
 * The current version, its plain-words description, every earlier version (oldest first), and the college's time
 * zone (its season's times are entered and shown in it: the policy's dates, the TPO's drive form).
 */
export const PolicyResponseSchema = type({
  policy: SeasonPolicySchema,
  description: array(string()),
  history: array(SeasonPolicySchema),
  timeZone: TimeZoneSchema,
});
export type PolicyResponse = Infer<typeof PolicyResponseSchema>;

// --- drives --------------------------------------------------------------------
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

export const RoundSchema = type({
  id: string(),
  /** 1 for the first round. */
  order: integer(),
  kind: enums(ROUND_KIND_VALUES),
  date: string(),
  time: string(),
  venue: optional(string()),
  link: optional(string()),
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
});
export type DriveDetail = Infer<typeof DriveDetailSchema>;
export const DriveResponseSchema = type({ drive: DriveDetailSchema });
export const DrivePageSchema = pageOf(DriveSummarySchema);

export const DRIVE_SORTS = ['deadline', 'created', 'ctc', 'company', 'applicants'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const SortDirectionParam = optional(enums(SORT_DIRECTIONS));

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
