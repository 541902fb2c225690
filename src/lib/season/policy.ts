/**
 * The season's policy: tiers by CTC, how many offers a student may hold, what a placed student may still apply
 * to, and when absences block a student. Pure, shared by the UI and the mock backend.
 *
 * Versions: every change makes a new version; an application, an offer or a block records the version it was
 * decided under, so a change mid-season never rewrites past decisions (issue 17).
 */
import { collegeDate } from './college-time';
import { countText } from '../count-text';
import { formatLpa } from './money';
import { tierLabel, tierRank, tiersAbove, type Tier } from './tiers';

/** What a student who accepted an offer may still apply to. */
export const AFTER_PLACEMENT_RULES = [
  { value: 'higher-tiers', label: 'Only drives of a higher tier' },
  { value: 'none', label: 'No further drives' },
  { value: 'any', label: 'Any drive' },
] as const;
export type AfterPlacementRule = (typeof AFTER_PLACEMENT_RULES)[number]['value'];
export const AFTER_PLACEMENT_VALUES = AFTER_PLACEMENT_RULES.map((rule) => rule.value);

/** The settings a TPO edits. */
export interface PolicySettings {
  /** A CTC at or above this (rupees per annum) is Dream. */
  dreamFrom: number;
  /** A CTC at or above this is Super Dream; above dreamFrom. */
  superDreamFrom: number;
  /** The most accepted offers a student may hold (1 = no upgrade, 2 = one upgrade). */
  maxOffers: number;
  afterPlacement: AfterPlacementRule;
  /**
   * Absences from rounds the student was shortlisted for (or was due to sit, having applied) that block them
   * from further drives; 0 means absences never block.
   */
  absencesToBlock: number;
}

/** One version of the policy, as kept and as decisions refer to it. */
export interface SeasonPolicy extends PolicySettings {
  version: number;
  /** ISO time this version took effect. */
  effectiveFrom: string;
}

export const MAX_OFFERS_LIMIT = 5;
export const ABSENCES_TO_BLOCK_LIMIT = 10;

/** Sensible defaults (issue 17): Regular < 6 LPA ≤ Dream < 12 LPA ≤ Super Dream, one upgrade, two absences block. */
export const DEFAULT_POLICY_SETTINGS: PolicySettings = {
  dreamFrom: 600_000,
  superDreamFrom: 1_200_000,
  maxOffers: 2,
  afterPlacement: 'higher-tiers',
  absencesToBlock: 2,
};

/** The first version of a season's policy. */
export function initialPolicy(effectiveFrom: string): SeasonPolicy {
  return { ...DEFAULT_POLICY_SETTINGS, version: 1, effectiveFrom };
}

/** The next version after `current` with new settings; `current` itself is never changed. */
export function nextPolicyVersion(
  current: SeasonPolicy,
  settings: PolicySettings,
  effectiveFrom: string,
): SeasonPolicy {
  return { ...settings, version: current.version + 1, effectiveFrom };
}

/** The version a decision was made under, from the history (oldest first). */
export function policyAt(history: readonly SeasonPolicy[], version: number): SeasonPolicy | undefined {
  return history.find((policy) => policy.version === version);
}

/** What is wrong with a set of settings, as messages (empty when the settings are sound). */
export function policySettingsProblems(settings: PolicySettings): string[] {
  const problems: string[] = [];
  const wholeRupees = (value: number) => Number.isInteger(value) && value > 0;
  if (!wholeRupees(settings.dreamFrom) || !wholeRupees(settings.superDreamFrom))
    problems.push('Tier thresholds must be whole rupees above zero');
  else if (settings.superDreamFrom <= settings.dreamFrom)
    problems.push('The Super Dream threshold must be above the Dream threshold');
  if (
    !Number.isInteger(settings.maxOffers) ||
    settings.maxOffers < 1 ||
    settings.maxOffers > MAX_OFFERS_LIMIT
  )
    problems.push(`A student may hold 1 to ${MAX_OFFERS_LIMIT} offers`);
  if (
    !Number.isInteger(settings.absencesToBlock) ||
    settings.absencesToBlock < 0 ||
    settings.absencesToBlock > ABSENCES_TO_BLOCK_LIMIT
  )
    problems.push(`Absences that block must be 0 (never) to ${ABSENCES_TO_BLOCK_LIMIT}`);
  return problems;
}

/** The tier of a CTC total under the policy. */
export function tierOf(ctcTotal: number, policy: PolicySettings): Tier {
  if (ctcTotal >= policy.superDreamFrom) return 'super-dream';
  if (ctcTotal >= policy.dreamFrom) return 'dream';
  return 'regular';
}

/**
 * The policy in plain words for students, one sentence each. Each sentence says what policyReasons and the
 * acceptance's effect (accept-effect.ts) do, no more and no less: under 'none', or with one offer allowed, a
 * first acceptance closes every drive; under 'higher-tiers' it closes the offer's tier and those below it.
 */
export function describePolicy(policy: PolicySettings): string[] {
  const cap = policy.maxOffers;
  const closesAll = cap === 1 || policy.afterPlacement === 'none';
  const offers = closesAll
    ? 'You may accept one offer this season.'
    : policy.afterPlacement === 'higher-tiers'
      ? `You may accept up to ${countText(cap, 'offer')} this season, each in a higher tier than the offers you hold.`
      : `You may accept up to ${countText(cap, 'offer')} this season.`;
  const after = closesAll
    ? 'Once you accept an offer, you may not apply to further drives, and your other applications are withdrawn.'
    : policy.afterPlacement === 'higher-tiers'
      ? 'Once you accept an offer, you may apply only to drives of a higher tier than the best offer you hold, and your applications to drives of its tier or lower are withdrawn.'
      : 'Accepting an offer does not limit which drives you may apply to.';
  const atCap = closesAll
    ? []
    : [
        `Once you hold ${cap} accepted offers, you may not apply to further drives, and your other applications are withdrawn.`,
      ];
  const absence =
    policy.absencesToBlock === 0
      ? 'Missing a round does not block you from other drives.'
      : `Missing ${policy.absencesToBlock === 1 ? 'a round' : `${policy.absencesToBlock} rounds`} you were due to attend blocks you from further drives.`;
  return [
    `Drives are tiered by CTC: Regular below ${formatLpa(policy.dreamFrom)}, Dream from ${formatLpa(policy.dreamFrom)}, Super Dream from ${formatLpa(policy.superDreamFrom)}.`,
    offers,
    after,
    ...atCap,
    'An offer you accept cannot be declined later.',
    absence,
  ];
}

/** Where a student stands in the season, as far as the policy cares. */
export interface SeasonStanding {
  /** Tiers of the offers the student accepted (each as decided when it was issued). */
  acceptedTiers: Tier[];
  /**
   * Why the student's place refuses every drive (opted out, or blocked), as kept when it was decided
   * (src/lib/season/enrolment.ts): read, never recounted.
   */
  hold?: EnrolmentHold;
}

export const EMPTY_STANDING: SeasonStanding = { acceptedTiers: [] };

/** A reason the policy refuses a student, as data (the UI and the server word it with describePolicyReason). */
export type PolicyReason =
  | { rule: 'offerCap'; value: number; limit: number }
  | { rule: 'placedTier'; value: Tier; allowed: Tier[] }
  | { rule: 'placedNoMore'; value: Tier }
  /** Blocked by the server: `value` absences under the policy `policyVersion`, whose limit was `limit`. */
  | { rule: 'absences'; value: number; limit: number; policyVersion?: number; at?: string }
  /** Blocked by the placement cell, with its reason. */
  | { rule: 'blockedByTpo'; reason?: string; at?: string }
  /** Opted out by the student, or by the placement cell (`by: 'tpo'`, with its reason). */
  | { rule: 'optedOut'; by?: 'tpo'; reason?: string; at?: string };

/** The reasons a student's place in the season gives (src/lib/season/enrolment.ts keeps and words them). */
export type EnrolmentHold = Extract<PolicyReason, { rule: 'optedOut' | 'blockedByTpo' | 'absences' }>;

/** The best tier among accepted offers, if any. */
export function bestTier(tiers: readonly Tier[]): Tier | undefined {
  return tiers.reduce<Tier | undefined>(
    (best, tier) => (best === undefined || tierRank(tier) > tierRank(best) ? tier : best),
    undefined,
  );
}

/** Why the policy stops a student from applying to (or accepting an offer in) a drive of `driveTier`. */
export function policyReasons(
  policy: PolicySettings,
  standing: SeasonStanding,
  driveTier: Tier,
): PolicyReason[] {
  const reasons: PolicyReason[] = standing.hold ? [standing.hold] : [];
  const held = bestTier(standing.acceptedTiers);
  if (held === undefined) return reasons;
  if (standing.acceptedTiers.length >= policy.maxOffers)
    reasons.push({ rule: 'offerCap', value: standing.acceptedTiers.length, limit: policy.maxOffers });
  else if (policy.afterPlacement === 'none') reasons.push({ rule: 'placedNoMore', value: held });
  else if (policy.afterPlacement === 'higher-tiers' && tierRank(driveTier) <= tierRank(held))
    reasons.push({ rule: 'placedTier', value: held, allowed: tiersAbove(held) });
  return reasons;
}

/** One policy reason in plain words for the student (an opted-out or blocked student's in enrolment.ts). */
export function describePolicyReason(reason: PolicyReason, zone: string): string {
  switch (reason.rule) {
    case 'offerCap':
      return `You have accepted ${countText(reason.value, 'offer')}: this season's policy allows at most ${reason.limit}`;
    case 'placedTier':
      return reason.allowed.length
        ? `You hold a ${tierLabel(reason.value)} offer: this season's policy allows only ${reason.allowed.map(tierLabel).join(' or ')} drives`
        : `You hold a ${tierLabel(reason.value)} offer, the highest tier: this season's policy allows no further drives`;
    case 'placedNoMore':
      return `You hold a ${tierLabel(reason.value)} offer: this season's policy allows no further drives`;
    default:
      return describeEnrolmentHold(reason, zone);
  }
}

/** An opted-out or blocked student's reason in plain words, addressed to the student (dates in the college's zone). */
export function describeEnrolmentHold(hold: EnrolmentHold, zone: string): string {
  const on = hold.at ? ` on ${collegeDate(hold.at, zone)}` : '';
  switch (hold.rule) {
    case 'optedOut':
      return hold.by === 'tpo'
        ? `The placement cell opted you out of placements${on}: ${hold.reason}`
        : `You opted out of placements this season${on}`;
    case 'blockedByTpo':
      return `The placement cell blocked you from further drives${on}${hold.reason ? `: ${hold.reason}` : ''}`;
    case 'absences': {
      const version = hold.policyVersion === undefined ? '' : ` (version ${hold.policyVersion})`;
      return `Blocked${on}: you missed ${countText(hold.value, 'round')} you were due to attend, and the season's policy then${version} blocked students who missed ${hold.limit}. Only the placement cell can lift it`;
    }
  }
}
