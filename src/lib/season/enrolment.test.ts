import { describe, expect, it } from 'vitest';
import {
  absenceBlockDecision,
  correctionLiftsBlock,
  countedAbsences,
  decidedByOf,
  describeEnrolmentChange,
  enrolmentHold,
  holdDecidedBy,
  placeAfterRescind,
  TPO_ENROLMENT_TARGETS,
  type EnrolmentChange,
} from './enrolment';
import { ENROLMENT_MACHINE } from './machines';
import { initialPolicy, nextPolicyVersion, policyReasons, EMPTY_STANDING } from './policy';

const AT = '2026-12-01T10:00:00.000Z';
const V1 = initialPolicy('2026-07-01T00:00:00.000Z'); // two absences block

describe('a block by absences', () => {
  it('is decided under the policy of the moment an absence is recorded', () => {
    expect(absenceBlockDecision(V1, 1)).toBeUndefined();
    expect(absenceBlockDecision(V1, 2)).toEqual({ absences: 2, limit: 2, policyVersion: 1 });
    const never = nextPolicyVersion(V1, { ...V1, absencesToBlock: 0 }, AT);
    expect(absenceBlockDecision(never, 9)).toBeUndefined();
  });

  it('counts only the absences no unblock has forgiven', () => {
    expect(countedAbsences(['a', 'b', 'c'], new Set(['a', 'b']))).toEqual(['c']);
    expect(countedAbsences(['a'], new Set())).toEqual(['a']);
  });

  it('once kept, refuses drives under any later policy: eligibility reads the kept block, not a recount', () => {
    const change: EnrolmentChange = {
      from: 'available',
      to: 'blocked',
      by: 'system',
      at: AT,
      absenceBlock: { absences: 2, limit: 2, policyVersion: 1 },
    };
    const hold = enrolmentHold('blocked', change);
    expect(hold).toEqual({ rule: 'absences', value: 2, limit: 2, policyVersion: 1, at: AT });
    const lenient = nextPolicyVersion(V1, { ...V1, absencesToBlock: 5 }, AT);
    expect(policyReasons(lenient, { ...EMPTY_STANDING, hold: hold! }, 'dream')).toEqual([hold]);
  });
});

describe("a student's kept place", () => {
  it('says who opted a student out or blocked them, and why', () => {
    const tpo = (to: 'opted-out' | 'blocked'): EnrolmentChange => ({
      from: 'available',
      to,
      by: 'tpo',
      at: AT,
      reason: 'Higher studies',
    });
    expect(enrolmentHold('opted-out', tpo('opted-out'))).toEqual({
      rule: 'optedOut',
      by: 'tpo',
      reason: 'Higher studies',
      at: AT,
    });
    expect(enrolmentHold('blocked', tpo('blocked'))).toEqual({
      rule: 'blockedByTpo',
      reason: 'Higher studies',
      at: AT,
    });
    expect(enrolmentHold('opted-out', { from: 'available', to: 'opted-out', by: 'student', at: AT })).toEqual(
      { rule: 'optedOut', at: AT },
    );
    // Kept states without a kept change (the seed's opted-out students) still refuse, without details.
    expect(enrolmentHold('opted-out', undefined)).toEqual({ rule: 'optedOut' });
    expect(enrolmentHold('available', tpo('blocked'))).toBeUndefined();
    expect(enrolmentHold('placed', undefined)).toBeUndefined();
  });

  it('words each change for the placement cell', () => {
    expect(
      describeEnrolmentChange(
        { from: 'blocked', to: 'available', by: 'tpo', at: AT, reason: 'University exam' },
        'Asia/Kolkata',
      ),
    ).toBe('Unblock: by the placement cell on 1 Dec 2026. University exam');
    expect(
      describeEnrolmentChange(
        {
          from: 'available',
          to: 'blocked',
          by: 'system',
          at: AT,
          absenceBlock: { absences: 2, limit: 2, policyVersion: 3 },
        },
        'Asia/Kolkata',
      ),
    ).toBe(
      "Block: by the season's policy on 1 Dec 2026. 2 absences, the policy (version 3) blocking after 2",
    );
  });

  it('lets the placement cell move a student exactly where the machine lets it', () => {
    const targets = new Set(
      ENROLMENT_MACHINE.transitions.filter((step) => step.actors.includes('tpo')).map((step) => step.to),
    );
    expect([...targets].sort()).toEqual([...TPO_ENROLMENT_TARGETS].sort());
  });
});

describe('a decision holds until whoever may undo it does (issue 35)', () => {
  const LATER = '2026-12-02T10:00:00.000Z';
  const tpoOptOut: EnrolmentChange = { from: 'available', to: 'opted-out', by: 'tpo', at: AT, reason: 'MBA' };
  const tpoBlock: EnrolmentChange = {
    from: 'available',
    to: 'blocked',
    by: 'tpo',
    at: AT,
    reason: 'No-show',
  };
  const absenceBlock: EnrolmentChange = {
    from: 'available',
    to: 'blocked',
    by: 'system',
    at: AT,
    absenceBlock: { absences: 2, limit: 2, policyVersion: 1 },
  };
  const placed = (from: 'available' | 'blocked' | 'placed'): EnrolmentChange => ({
    from,
    to: 'placed',
    by: 'system',
    at: LATER,
  });

  it("knows who made the decision the student's place rests on", () => {
    expect(decidedByOf([tpoOptOut], 'opted-out')).toBe('tpo');
    expect(decidedByOf([{ ...tpoOptOut, by: 'student' }], 'opted-out')).toBe('student');
    // A kept state without its change (the seed's) names nobody: the table alone decides.
    expect(decidedByOf([], 'opted-out')).toBeUndefined();
    expect(holdDecidedBy(enrolmentHold('opted-out', tpoOptOut))).toBe('tpo');
    expect(holdDecidedBy(enrolmentHold('opted-out', { ...tpoOptOut, by: 'student' }))).toBe('student');
    expect(holdDecidedBy(enrolmentHold('blocked', absenceBlock))).toBe('system');
    expect(holdDecidedBy(undefined)).toBeUndefined();
  });

  it('returns a student whose placement is rescinded to the block it interrupted, with its own decision', () => {
    expect(placeAfterRescind([placed('available')])).toEqual({ to: 'available' });
    expect(placeAfterRescind([tpoBlock, placed('blocked'), placed('placed')])).toEqual({
      to: 'blocked',
      restores: { by: 'tpo', at: AT, reason: 'No-show' },
    });
    const back = placeAfterRescind([absenceBlock, placed('blocked')]);
    expect(back).toEqual({
      to: 'blocked',
      restores: { by: 'system', at: AT, absenceBlock: { absences: 2, limit: 2, policyVersion: 1 } },
    });
    // The block stands again as it was decided: the student reads who blocked them, when and why.
    const restored: EnrolmentChange = {
      from: 'placed',
      to: 'blocked',
      by: 'system',
      at: LATER,
      ...(back.to === 'blocked' ? { restores: back.restores } : {}),
    };
    expect(enrolmentHold('blocked', restored)).toEqual({
      rule: 'absences',
      value: 2,
      limit: 2,
      policyVersion: 1,
      at: AT,
    });
    expect(describeEnrolmentChange(restored, 'Asia/Kolkata')).toBe(
      "Offer rescinded, block stands: by the season's policy on 2 Dec 2026. The block of 1 Dec 2026 by the season's policy stands again",
    );
    // Placed again from the restored block, and rescinded again: the same first block stands.
    expect(placeAfterRescind([absenceBlock, placed('blocked'), restored, placed('blocked')])).toEqual(back);
  });

  it('lifts a block by absences when an absence behind it is corrected, and only then', () => {
    const hold = enrolmentHold('blocked', absenceBlock);
    expect(correctionLiftsBlock(hold, ['app-1', 'app-2'], 'app-2')).toBe(true);
    // An absence the block did not count (forgiven by an unblock), or one more than the limit needs.
    expect(correctionLiftsBlock(hold, ['app-1', 'app-2'], 'app-3')).toBe(false);
    expect(correctionLiftsBlock(hold, ['app-1', 'app-2', 'app-3'], 'app-2')).toBe(false);
    // The placement cell's block is not the absences': correcting one lifts nothing.
    expect(correctionLiftsBlock(enrolmentHold('blocked', tpoBlock), ['app-1'], 'app-1')).toBe(false);
    expect(correctionLiftsBlock(undefined, ['app-1'], 'app-1')).toBe(false);
  });
});
