import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PLACEMENT_VALUES,
  describePolicy,
  EMPTY_STANDING,
  policyReasons,
  type PolicySettings,
} from './policy';
import { absenceBlockDecision } from './enrolment';
import { acceptRefusal } from './accept-effect';
import { tierRank, TIER_VALUES, type Tier } from './tiers';

/** Whether the policy lets a student who accepted an offer of `held` apply to a drive of `drive`. */
const mayApply = (settings: PolicySettings, held: Tier, drive: Tier) =>
  policyReasons(settings, { ...EMPTY_STANDING, acceptedTiers: [held] }, drive).length === 0;

describe("the policy's words say what its rules do", () => {
  const settings = fc.record({
    dreamFrom: fc.constant(600_000),
    superDreamFrom: fc.constant(1_200_000),
    maxOffers: fc.integer({ min: 1, max: 5 }),
    afterPlacement: fc.constantFrom(...AFTER_PLACEMENT_VALUES),
    absencesToBlock: fc.integer({ min: 0, max: 10 }),
  });

  it("'you may not apply to further drives' after one offer exactly when no drive stays open", () => {
    fc.assert(
      fc.property(settings, (settings) => {
        const words = describePolicy(settings).join(' ');
        const closesAll = TIER_VALUES.every((held) =>
          TIER_VALUES.every((drive) => !mayApply(settings, held, drive)),
        );
        expect(words.includes('Once you accept an offer, you may not apply to further drives')).toBe(
          closesAll,
        );
      }),
    );
  });

  it("'only drives of a higher tier' exactly when the offer's tier and lower close and higher ones stay open", () => {
    fc.assert(
      fc.property(settings, (settings) => {
        const words = describePolicy(settings).join(' ');
        const higherOnly = TIER_VALUES.every((held) =>
          TIER_VALUES.every((drive) => mayApply(settings, held, drive) === tierRank(drive) > tierRank(held)),
        );
        expect(words.includes('you may apply only to drives of a higher tier')).toBe(higherOnly);
      }),
    );
  });

  it("'one offer' exactly when a second acceptance is always refused", () => {
    fc.assert(
      fc.property(settings, (settings) => {
        const words = describePolicy(settings).join(' ');
        const oneOnly = TIER_VALUES.every((held) =>
          TIER_VALUES.every(
            (second) =>
              acceptRefusal(settings, { ...EMPTY_STANDING, acceptedTiers: [held] }, second).length > 0,
          ),
        );
        expect(words.includes('You may accept one offer this season.')).toBe(oneOnly);
      }),
    );
  });

  it('the offer cap it names is where applying stops', () => {
    fc.assert(
      fc.property(settings, (settings) => {
        const cap = describePolicy(settings).find((sentence) => sentence.startsWith('Once you hold '));
        fc.pre(cap !== undefined);
        const held = Array.from({ length: settings.maxOffers }, () => 'regular' as const);
        expect(cap).toContain(`${settings.maxOffers} accepted offers`);
        for (const drive of TIER_VALUES)
          expect(policyReasons(settings, { ...EMPTY_STANDING, acceptedTiers: held }, drive)).not.toEqual([]);
      }),
    );
  });

  it('the absences it names are where blocking starts', () => {
    fc.assert(
      fc.property(settings, (settings) => {
        const limit = settings.absencesToBlock;
        // The block is decided when an absence is recorded (enrolment.ts), under the policy of that moment.
        const blocked = (absences: number) =>
          absenceBlockDecision({ ...settings, version: 1 }, absences) !== undefined;
        if (limit === 0) {
          expect(describePolicy(settings)).toContain('Missing a round does not block you from other drives.');
          expect(blocked(10)).toBe(false);
        } else {
          expect(blocked(limit)).toBe(true);
          expect(blocked(limit - 1)).toBe(false);
        }
      }),
    );
  });
});
