/**
 * The season policy as the TPO sets it and everyone reads it (docs/api.md, 'Season policy'; the calls are in
 * college-season-endpoints.ts). The rule that checks the settings is src/lib/season/policy.ts.
 */
import type { Infer } from 'superstruct';
import { array, enums, integer, max, min, object, refine, string, type } from './schema-kit';
import { CTC_PART_MAX } from '../season/money';
import {
  ABSENCES_TO_BLOCK_LIMIT,
  AFTER_PLACEMENT_VALUES,
  MAX_OFFERS_LIMIT,
  policySettingsProblems,
} from '../season/policy';
import { TimeZoneSchema } from './season-fields';

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
