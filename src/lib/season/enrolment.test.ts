import { describe, expect, it } from 'vitest';
import {
  absenceBlockDecision,
  countedAbsences,
  describeEnrolmentChange,
  enrolmentHold,
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
