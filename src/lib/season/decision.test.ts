import { describe, expect, it } from 'vitest';
import { decideEligibility, describeReason } from './decision';
import { OPEN_RULES } from './eligibility';
import { EMPTY_STANDING, initialPolicy, nextPolicyVersion } from './policy';
import { buildRecord } from './test-records';
import { DEFAULT_COLLEGE_TIME_ZONE as IST } from './college-time';

const at = '2026-11-27T10:00:00.000Z';
const policy = initialPolicy('2026-07-01T00:00:00.000Z');

describe('eligibility decision', () => {
  it('puts the drive rules first, then the policy, and records the policy version', () => {
    const decision = decideEligibility({
      record: buildRecord({ cgpa: 6.8 }),
      rules: { ...OPEN_RULES, minCgpa: 7 },
      policy,
      standing: { ...EMPTY_STANDING, acceptedTiers: ['dream'] },
      driveTier: 'dream',
      at,
    });
    expect(decision).toEqual({
      eligible: false,
      reasons: [
        { rule: 'cgpa', value: 6.8, limit: 7 },
        { rule: 'placedTier', value: 'dream', allowed: ['super-dream'] },
      ],
      policyVersion: 1,
      decidedAt: at,
    });
    expect(decision.reasons.map((reason) => describeReason(reason, IST))).toEqual([
      "CGPA 6.8 is below this drive's 7.0",
      "You hold a Dream offer: this season's policy allows only Super Dream drives",
    ]);
  });

  it('is eligible with no reasons, under whichever version is current', () => {
    const later = nextPolicyVersion(policy, { ...policy, maxOffers: 1 }, at);
    const decision = decideEligibility({
      record: buildRecord(),
      rules: OPEN_RULES,
      policy: later,
      standing: EMPTY_STANDING,
      driveTier: 'regular',
      at,
    });
    expect(decision).toEqual({ eligible: true, reasons: [], policyVersion: 2, decidedAt: at });
  });
});
