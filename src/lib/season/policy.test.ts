import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY_SETTINGS,
  describePolicy,
  describePolicyReason,
  EMPTY_STANDING,
  initialPolicy,
  nextPolicyVersion,
  policyAt,
  policyReasons,
  policySettingsProblems,
  tierOf,
  type PolicySettings,
} from './policy';
import { tierRank, TIER_VALUES } from './tiers';
import { DEFAULT_COLLEGE_TIME_ZONE as IST } from './college-time';

const policy = DEFAULT_POLICY_SETTINGS;

describe('tiers by CTC', () => {
  it('uses the defaults: Regular < 6 LPA ≤ Dream < 12 LPA ≤ Super Dream', () => {
    expect(tierOf(599_999, policy)).toBe('regular');
    expect(tierOf(600_000, policy)).toBe('dream');
    expect(tierOf(1_199_999, policy)).toBe('dream');
    expect(tierOf(1_200_000, policy)).toBe('super-dream');
  });

  it('never ranks a higher CTC in a lower tier', () => {
    fc.assert(
      fc.property(fc.nat(50_000_000), fc.nat(50_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(tierRank(tierOf(low, policy))).toBeLessThanOrEqual(tierRank(tierOf(high, policy)));
      }),
    );
  });
});

describe('policy settings', () => {
  it('accepts the defaults and refuses unsound settings with reasons', () => {
    expect(policySettingsProblems(policy)).toEqual([]);
    expect(policySettingsProblems({ ...policy, superDreamFrom: policy.dreamFrom })).toEqual([
      'The Super Dream threshold must be above the Dream threshold',
    ]);
    expect(policySettingsProblems({ ...policy, maxOffers: 0 })).toEqual(['A student may hold 1 to 5 offers']);
    expect(policySettingsProblems({ ...policy, absencesToBlock: -1 })).toEqual([
      'Absences that block must be 0 (never) to 10',
    ]);
    expect(policySettingsProblems({ ...policy, dreamFrom: 1.5 })).toEqual([
      'Tier thresholds must be whole rupees above zero',
    ]);
  });

  it('makes a new version on a change and keeps the old one as it was', () => {
    const first = initialPolicy('2026-07-01T00:00:00.000Z');
    const second = nextPolicyVersion(first, { ...first, maxOffers: 1 }, '2026-09-01T00:00:00.000Z');
    expect(second).toMatchObject({ version: 2, maxOffers: 1, effectiveFrom: '2026-09-01T00:00:00.000Z' });
    expect(first.maxOffers).toBe(2);
    expect(policyAt([first, second], 1)).toBe(first);
    expect(policyAt([first, second], 3)).toBeUndefined();
  });

  it('describes the policy in plain words', () => {
    expect(describePolicy(policy)).toEqual([
      'Drives are tiered by CTC: Regular below 6 LPA, Dream from 6 LPA, Super Dream from 12 LPA.',
      'You may accept up to 2 offers this season, each in a higher tier than the offers you hold.',
      'Once you accept an offer, you may apply only to drives of a higher tier than the best offer you hold, and your applications to drives of its tier or lower are withdrawn.',
      'Once you hold 2 accepted offers, you may not apply to further drives, and your other applications are withdrawn.',
      'An offer you accept cannot be declined later.',
      'Missing 2 rounds you were due to attend blocks you from further drives.',
    ]);
    const strict = describePolicy({ ...policy, maxOffers: 1, afterPlacement: 'none', absencesToBlock: 0 });
    expect(strict).toContain('You may accept one offer this season.');
    expect(strict).toContain(
      'Once you accept an offer, you may not apply to further drives, and your other applications are withdrawn.',
    );
    expect(strict).toContain('Missing a round does not block you from other drives.');
  });
});

describe('policy reasons', () => {
  it('lets an unplaced student apply anywhere', () => {
    for (const tier of TIER_VALUES) expect(policyReasons(policy, EMPTY_STANDING, tier)).toEqual([]);
  });

  it('lets a placed student apply only to higher tiers', () => {
    const standing = { ...EMPTY_STANDING, acceptedTiers: ['dream' as const] };
    expect(policyReasons(policy, standing, 'super-dream')).toEqual([]);
    const [reason] = policyReasons(policy, standing, 'dream');
    expect(reason).toEqual({ rule: 'placedTier', value: 'dream', allowed: ['super-dream'] });
    expect(describePolicyReason(reason!, IST)).toBe(
      "You hold a Dream offer: this season's policy allows only Super Dream drives",
    );
    expect(policyReasons(policy, standing, 'regular')).toHaveLength(1);
  });

  it('stops a student at the offer cap whatever the tier', () => {
    const standing = { ...EMPTY_STANDING, acceptedTiers: ['regular' as const, 'dream' as const] };
    expect(policyReasons(policy, standing, 'super-dream')).toEqual([
      { rule: 'offerCap', value: 2, limit: 2 },
    ]);
  });

  it('follows the after-placement rule', () => {
    const standing = { ...EMPTY_STANDING, acceptedTiers: ['regular' as const] };
    expect(policyReasons({ ...policy, afterPlacement: 'none' }, standing, 'super-dream')).toEqual([
      { rule: 'placedNoMore', value: 'regular' },
    ]);
    expect(policyReasons({ ...policy, afterPlacement: 'any' }, standing, 'regular')).toEqual([]);
  });

  it('refuses a blocked or opted-out student with the reason kept, whatever the current absence limit', () => {
    const block = {
      rule: 'absences',
      value: 2,
      limit: 2,
      policyVersion: 1,
      at: '2026-12-01T10:00:00Z',
    } as const;
    const standing = { ...EMPTY_STANDING, hold: block };
    expect(policyReasons(policy, standing, 'dream')).toEqual([block]);
    // A later policy that never blocks does not lift the block; it is the placement cell's to lift.
    expect(policyReasons({ ...policy, absencesToBlock: 0 }, standing, 'dream')).toEqual([block]);
    expect(policyReasons(policy, { ...EMPTY_STANDING, hold: { rule: 'optedOut' } }, 'dream')).toEqual([
      { rule: 'optedOut' },
    ]);
    expect(policyReasons(policy, EMPTY_STANDING, 'dream')).toEqual([]);
  });

  it('words every kept reason for the student, with who decided, when and why', () => {
    expect(
      describePolicyReason(
        {
          rule: 'absences',
          value: 2,
          limit: 2,
          policyVersion: 1,
          at: '2026-12-01T10:00:00Z',
        },
        IST,
      ),
    ).toBe(
      "Blocked on 1 Dec 2026: you missed 2 rounds you were due to attend, and the season's policy then (version 1) blocked students who missed 2. Only the placement cell can lift it",
    );
    expect(
      describePolicyReason(
        {
          rule: 'blockedByTpo',
          reason: 'Misconduct at the test',
          at: '2026-12-01T10:00:00Z',
        },
        IST,
      ),
    ).toBe('The placement cell blocked you from further drives on 1 Dec 2026: Misconduct at the test');
    expect(
      describePolicyReason(
        {
          rule: 'optedOut',
          by: 'tpo',
          reason: 'Higher studies',
          at: '2026-12-01T10:00:00Z',
        },
        IST,
      ),
    ).toBe('The placement cell opted you out of placements on 1 Dec 2026: Higher studies');
    expect(describePolicyReason({ rule: 'optedOut' }, IST)).toBe('You opted out of placements this season');
  });

  it('under higher-tiers, a placed student is refused exactly the tiers at or below the best held', () => {
    const settings: PolicySettings = { ...policy, maxOffers: 5 };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TIER_VALUES), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...TIER_VALUES),
        (held, drive) => {
          const best = Math.max(...held.map(tierRank));
          const refused =
            policyReasons(settings, { ...EMPTY_STANDING, acceptedTiers: held }, drive).length > 0;
          expect(refused).toBe(tierRank(drive) <= best);
        },
      ),
    );
  });

  it('words the absence rule as it counts: blocked at the limit, not after it', () => {
    expect(describePolicyReason({ rule: 'absences', value: 2, limit: 2 }, IST)).toBe(
      "Blocked: you missed 2 rounds you were due to attend, and the season's policy then blocked students who missed 2. Only the placement cell can lift it",
    );
    expect(describePolicyReason({ rule: 'absences', value: 1, limit: 1 }, IST)).toMatch(
      /you missed 1 round you .* who missed 1\./,
    );
  });
});
