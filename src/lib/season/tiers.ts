/** The tiers of a season, lowest first: a drive's tier comes from its CTC under the season's policy. */
const TIERS = [
  { value: 'regular', label: 'Regular' },
  { value: 'dream', label: 'Dream' },
  { value: 'super-dream', label: 'Super Dream' },
] as const;
export type Tier = (typeof TIERS)[number]['value'];
export const TIER_VALUES = TIERS.map((tier) => tier.value);

export function tierLabel(tier: Tier): string {
  return TIERS.find((entry) => entry.value === tier)!.label;
}

/** The tier's rank: 0 for Regular, higher is better. */
export function tierRank(tier: Tier): number {
  return TIER_VALUES.indexOf(tier);
}

/** The tiers strictly above `tier`. */
export function tiersAbove(tier: Tier): Tier[] {
  return TIER_VALUES.slice(tierRank(tier) + 1);
}
