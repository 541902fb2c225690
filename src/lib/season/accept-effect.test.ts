import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptEffect,
  acceptRefusal,
  acceptWithdrawsRefusal,
  describeAcceptEffect,
  describeOpenDrives,
  type Tiered,
} from './accept-effect';
import { AFTER_PLACEMENT_VALUES, DEFAULT_POLICY_SETTINGS, EMPTY_STANDING, policyReasons } from './policy';
import { describeStepReason } from './step-reasons';
import { TIER_VALUES, type Tier } from './tiers';

const policy = DEFAULT_POLICY_SETTINGS;
const application = (id: string, tier: Tier, ctcLpa: number) => ({ id, tier, ctcLpa });

// The demo student's case (issue 25, finding 3): a Dream offer at 8.25 LPA, an application to a Dream drive that
// pays more (8.9 LPA) and one to a Regular drive (5.5 LPA), nothing accepted yet.
const dreamDrive = application('firmware', 'dream', 8.9);
const regularDrive = application('validation', 'regular', 5.5);
const superDrive = application('hardware', 'super-dream', 15);

describe('the effect of accepting an offer', () => {
  it("withdraws a higher-paying application of the offer's own tier under 'higher-tiers', and says so", () => {
    const effect = acceptEffect(policy, EMPTY_STANDING, 'dream', [dreamDrive, regularDrive, superDrive], []);
    expect(effect).toEqual({
      tier: 'dream',
      placedIn: 'dream',
      offersHeld: 1,
      maxOffers: 2,
      withdraws: [dreamDrive, regularDrive],
      closesOffers: [],
      openTiers: ['super-dream'],
      closedBy: 'placedTier',
    });
    expect(describeOpenDrives(effect)).toBe(
      'You may then apply only to Super Dream drives: Dream and Regular drives (this tier and lower) are closed to you.',
    );
    expect(describeAcceptEffect(effect)).toBe(
      'You will be placed in the Dream tier. You may then apply only to Super Dream drives: Dream and Regular drives (this tier and lower) are closed to you. 2 applications will be withdrawn.',
    );
  });

  it('a Regular offer keeps Dream and Super Dream open and withdraws only Regular applications', () => {
    const effect = acceptEffect(policy, EMPTY_STANDING, 'regular', [dreamDrive, regularDrive], []);
    expect(effect.withdraws).toEqual([regularDrive]);
    expect(effect.openTiers).toEqual(['dream', 'super-dream']);
    expect(describeOpenDrives(effect)).toBe(
      'You may then apply only to Dream and Super Dream drives: Regular drives (this tier and lower) are closed to you.',
    );
  });

  it('a Super Dream offer closes every drive: the highest tier', () => {
    const effect = acceptEffect(policy, EMPTY_STANDING, 'super-dream', [superDrive, regularDrive], []);
    expect(effect).toMatchObject({
      withdraws: [superDrive, regularDrive],
      openTiers: [],
      closedBy: 'placedTier',
    });
    expect(describeOpenDrives(effect)).toBe(
      'Super Dream is the highest tier: you may not apply to further drives.',
    );
  });

  it('an upgrade up to the cap closes everything, whatever the tier', () => {
    const standing = { ...EMPTY_STANDING, acceptedTiers: ['regular' as const] };
    const effect = acceptEffect(policy, standing, 'dream', [superDrive], []);
    expect(effect).toMatchObject({
      placedIn: 'dream',
      offersHeld: 2,
      withdraws: [superDrive],
      openTiers: [],
      closedBy: 'offerCap',
    });
    expect(describeOpenDrives(effect)).toBe(
      "You will then hold 2 accepted offers, the most this season's policy allows: you may not apply to further drives.",
    );
  });

  it("under 'none' every application goes; under 'any' none does until the cap", () => {
    const none = acceptEffect(
      { ...policy, afterPlacement: 'none' },
      EMPTY_STANDING,
      'regular',
      [superDrive],
      [],
    );
    expect(none).toMatchObject({ withdraws: [superDrive], openTiers: [], closedBy: 'placedNoMore' });
    expect(describeOpenDrives(none)).toMatch(/^This season's policy allows no further drives/);
    const any = acceptEffect({ ...policy, afterPlacement: 'any' }, EMPTY_STANDING, 'dream', [dreamDrive], []);
    expect(any).toMatchObject({ withdraws: [], openTiers: TIER_VALUES });
    expect(any.closedBy).toBeUndefined();
    expect(describeAcceptEffect(any)).toBe(
      'You will be placed in the Dream tier. You may still apply to drives of every tier. None of your applications will be withdrawn.',
    );
  });

  it('names the other offers that could no longer be accepted', () => {
    const other = { id: 'offer-2', tier: 'dream' as const };
    const better = { id: 'offer-3', tier: 'super-dream' as const };
    expect(acceptEffect(policy, EMPTY_STANDING, 'dream', [], [other, better]).closesOffers).toEqual([other]);
  });

  it('withdraws exactly what the policy would then refuse, for every policy and standing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...AFTER_PLACEMENT_VALUES),
        fc.array(fc.constantFrom(...TIER_VALUES), { maxLength: 3 }),
        fc.constantFrom(...TIER_VALUES),
        fc.array(fc.constantFrom(...TIER_VALUES), { maxLength: 6 }),
        (maxOffers, afterPlacement, held, tier, tiers) => {
          const settings = { ...policy, maxOffers, afterPlacement };
          const applications: Tiered[] = tiers.map((entry) => ({ tier: entry }));
          const effect = acceptEffect(
            settings,
            { ...EMPTY_STANDING, acceptedTiers: held },
            tier,
            applications,
            [],
          );
          const after = { ...EMPTY_STANDING, acceptedTiers: [...held, tier] };
          expect(effect.withdraws).toEqual(
            applications.filter((entry) => policyReasons(settings, after, entry.tier).length > 0),
          );
          expect(effect.openTiers).toEqual(
            TIER_VALUES.filter((entry) => policyReasons(settings, after, entry).length === 0),
          );
        },
      ),
    );
  });
});

describe('refusing an acceptance', () => {
  it('refuses a second offer of the same tier and an opted-out student, not one blocked by absences', () => {
    const placed = { ...EMPTY_STANDING, acceptedTiers: ['dream' as const] };
    expect(acceptRefusal(policy, placed, 'dream')).toEqual([
      { rule: 'placedTier', value: 'dream', allowed: ['super-dream'] },
    ]);
    expect(acceptRefusal(policy, placed, 'super-dream')).toEqual([]);
    expect(acceptRefusal(policy, { ...EMPTY_STANDING, hold: { rule: 'optedOut' } }, 'dream')).toEqual([
      { rule: 'optedOut' },
    ]);
    expect(
      acceptRefusal(policy, { ...EMPTY_STANDING, hold: { rule: 'absences', value: 5, limit: 2 } }, 'dream'),
    ).toEqual([]);
  });
});

describe('accepting is pinned to what the student was shown it withdraws (issue 35)', () => {
  const regular = {
    id: 'app-r',
    driveId: 'drv-r',
    companyName: 'Voltline',
    title: 'Validation',
    tier: 'regular' as const,
  };
  const dream = {
    id: 'app-d',
    driveId: 'drv-d',
    companyName: 'Voltline',
    title: 'Firmware',
    tier: 'dream' as const,
  };

  it('goes ahead with the same applications, in any order', () => {
    expect(acceptWithdrawsRefusal([regular, dream], ['app-d', 'app-r'])).toBeUndefined();
    expect(acceptWithdrawsRefusal([], [])).toBeUndefined();
    // Left out, it may be only when nothing is withdrawn.
    expect(acceptWithdrawsRefusal([], undefined)).toBeUndefined();
  });

  it('refuses with the new list when it changed since (a new application, another tab) or was not sent', () => {
    expect(acceptWithdrawsRefusal([regular, dream], ['app-r'])).toEqual({
      rule: 'acceptWithdrawsChanged',
      confirmed: ['app-r'],
      withdraws: [regular, dream],
    });
    expect(acceptWithdrawsRefusal([], ['app-r'])).toMatchObject({ withdraws: [] });
    expect(acceptWithdrawsRefusal([regular], undefined)).toMatchObject({ confirmed: null });
    expect(acceptWithdrawsRefusal([regular], ['app-r', 'app-r', 'app-d'])).toBeDefined();
    const words = describeStepReason(acceptWithdrawsRefusal([regular, dream], ['app-r'])!, 'Asia/Kolkata');
    expect(words).toBe(
      'What accepting this offer withdraws changed since you were shown it: it now withdraws your applications to Voltline (Validation), Voltline (Firmware). Nothing was accepted: check and confirm again',
    );
  });
});
