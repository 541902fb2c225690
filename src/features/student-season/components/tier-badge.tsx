import { tierLabel, type Tier } from '@/lib/season/tiers';

export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={`badge tier tier--${tier}`}>{tierLabel(tier)}</span>;
}
