/**
 * The season policy as the TPO sets it and everyone reads it (docs/api.md, 'Season policy'; the calls are in
 * college-season-endpoints.ts). The rule that checks the settings is src/lib/season/policy.ts.
 */
import type { Describe, Infer } from 'superstruct';
import { array, enums, integer, max, min, object, optional, refine, string, type } from './schema-kit';
import { CTC_PART_MAX } from '../season/money';
import {
  ABSENCES_TO_BLOCK_LIMIT,
  AFTER_PLACEMENT_VALUES,
  MAX_OFFERS_LIMIT,
  policySettingsProblems,
  type PolicySettings,
} from '../season/policy';
import { TimeZoneSchema } from './season-fields';

const policySettingsFields = {
  dreamFrom: max(min(integer(), 1), CTC_PART_MAX),
  superDreamFrom: max(min(integer(), 1), CTC_PART_MAX),
  maxOffers: max(min(integer(), 1), MAX_OFFERS_LIMIT),
  afterPlacement: enums(AFTER_PLACEMENT_VALUES),
  absencesToBlock: max(min(integer(), 0), ABSENCES_TO_BLOCK_LIMIT),
};

/** The settings, refused when they break the policy's own rules (src/lib/season/policy.ts). */
const soundSettings = <T extends PolicySettings>(schema: Describe<T>) =>
  refine(schema, 'season policy', (settings) => policySettingsProblems(settings)[0] ?? true, {
    description: 'The Super Dream threshold is above the Dream threshold.',
  });

export const PolicySettingsSchema = soundSettings(object(policySettingsFields));

/**
 * A TPO's save: the settings, and the version they were made on (refused with 409 policy_changed if it is no
 * longer the current one; without it, the save is kept whatever the version, as before versions were checked).
 */
export const PolicyEditInputSchema = soundSettings(
  object({ ...policySettingsFields, baseVersion: optional(min(integer(), 1)) }),
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
