/**
 * Why the season refuses someone or something, as data (docs/api.md, 'Error codes'): eligibility and policy
 * reasons, a step's reasons, a drive edit's, a state machine's, and a student's decision for a drive. The rules that
 * give them, and the words the UI shows for them, are in src/lib/season.
 */
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  union,
} from './schema-kit';
import { APPLICATION_STATES, OFFER_STATES } from '../season/machines';
import { DRIVE_PARTS } from '../season/drive-version';
import { POLICY_PARTS } from '../season/policy-version';
import { ROUND_KIND_VALUES } from '../season/rounds';
import { SEASON_BRANCH_VALUES } from '../season/student-record';
import { ActorSchema, DriveStateSchema, IsoDateTimeSchema, TierSchema } from './season-fields';

const Branch = enums(SEASON_BRANCH_VALUES);

/** An application (or another offer) an acceptance touches, named as the student knows it. */
export const AffectedSchema = type({
  /** The application's id, or the offer's. */
  id: string(),
  driveId: string(),
  companyName: string(),
  title: string(),
  tier: TierSchema,
});
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
  type({
    rule: literal('acceptWithdrawsChanged'),
    confirmed: nullable(array(string())),
    withdraws: array(AffectedSchema),
  }),
  type({ rule: literal('alreadyApplied'), state: enums(APPLICATION_STATES), appliedAt: IsoDateTimeSchema }),
  type({ rule: literal('contactNotShared'), keptDays: integer() }),
]);

/** Why an edit of a drive's terms was refused (src/lib/season/drive-edit.ts words them). */
/** Why an edit on an older version of a drive was refused ('drive_changed'): the versions and what changed. */
export const DriveChangedReasonSchema = type({
  rule: literal('driveVersion'),
  base: integer(),
  current: integer(),
  changed: array(enums(DRIVE_PARTS)),
});

/** Why a save of the season policy on an older version was refused ('policy_changed'): the versions and what changed. */
export const PolicyChangedReasonSchema = type({
  rule: literal('policyVersion'),
  base: integer(),
  current: integer(),
  changed: array(enums(POLICY_PARTS)),
});

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
  type({
    rule: literal('othersDecision'),
    machine: string(),
    from: string(),
    to: string(),
    actor: ActorSchema,
    decidedBy: ActorSchema,
  }),
]);
