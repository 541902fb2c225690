import { describe, expect, it } from 'vitest';
import { planCorrection, roundStandingOf, type CorrectionContext } from './round-correction';

const ROUND_ONE: CorrectionContext = {
  round: { order: 1, last: false },
  driveState: 'in-progress',
  published: true,
  nextPublished: false,
};
const LAST: CorrectionContext = { ...ROUND_ONE, round: { order: 3, last: true } };

describe("an applicant's standing in a round", () => {
  it('reads the result from the state and the rounds cleared', () => {
    const first = ROUND_ONE.round;
    expect(roundStandingOf({ state: 'shortlisted', roundReached: 1 }, first)).toBe('advanced');
    expect(roundStandingOf({ state: 'selected', roundReached: 3 }, LAST.round)).toBe('selected');
    expect(roundStandingOf({ state: 'absent', roundReached: 0 }, first)).toBe('absent');
    expect(roundStandingOf({ state: 'applied', roundReached: 0 }, first)).toBe('pending');
    expect(
      roundStandingOf({ state: 'rejected', roundReached: 0 }, { order: 2, last: false }),
    ).toBeUndefined();
    expect(roundStandingOf({ state: 'withdrawn', roundReached: 1 }, first)).toBeUndefined();
  });
});

describe('correcting a result', () => {
  it('corrects an absentee: absent → shortlisted, the round cleared', () => {
    expect(planCorrection({ state: 'absent', roundReached: 0 }, 'advance', ROUND_ONE, 'tpo')).toEqual({
      from: 'absent',
      to: 'advanced',
      state: 'shortlisted',
      roundReached: 1,
      changed: true,
    });
    expect(planCorrection({ state: 'absent', roundReached: 2 }, 'advance', LAST, 'company')).toMatchObject({
      to: 'selected',
      state: 'selected',
      roundReached: 3,
    });
  });

  it('takes a cleared round back, and changes nothing when the result is already the one asked', () => {
    expect(planCorrection({ state: 'shortlisted', roundReached: 1 }, 'reject', ROUND_ONE, 'company')).toEqual(
      {
        from: 'advanced',
        to: 'rejected',
        state: 'rejected',
        roundReached: 0,
        changed: true,
      },
    );
    expect(planCorrection({ state: 'absent', roundReached: 0 }, 'absent', ROUND_ONE, 'tpo')).toMatchObject({
      changed: false,
    });
  });

  it('refuses, with reasons, on a closed drive, before publication and once the next round is out', () => {
    const absent = { state: 'absent' as const, roundReached: 0 };
    expect(planCorrection(absent, 'advance', { ...ROUND_ONE, driveState: 'closed' }, 'tpo')).toEqual({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open', 'in-progress'] }],
    });
    expect(planCorrection(absent, 'advance', { ...ROUND_ONE, published: false }, 'tpo')).toEqual({
      code: 'round_locked',
      reasons: [{ rule: 'roundNotPublished', order: 1 }],
    });
    expect(planCorrection(absent, 'advance', { ...ROUND_ONE, nextPublished: true }, 'tpo')).toEqual({
      code: 'round_locked',
      reasons: [{ rule: 'roundClosed', order: 1, next: 2 }],
    });
  });

  it('refuses an offer holder, one who withdrew, one who never reached the round, and a student', () => {
    expect(
      planCorrection(
        { state: 'selected', roundReached: 3 },
        'reject',
        { ...LAST, liveOffer: 'issued' },
        'tpo',
      ),
    ).toEqual({ code: 'offer_exists', reasons: [{ rule: 'offerExists', state: 'issued' }] });
    expect(planCorrection({ state: 'withdrawn', roundReached: 1 }, 'advance', ROUND_ONE, 'tpo')).toEqual({
      code: 'invalid_transition',
      reasons: [{ rule: 'noSuchTransition', machine: 'application', from: 'withdrawn', to: 'shortlisted' }],
    });
    expect(
      planCorrection(
        { state: 'rejected', roundReached: 0 },
        'advance',
        { ...ROUND_ONE, round: { order: 2, last: false } },
        'tpo',
      ),
    ).toEqual({ code: 'not_in_round', reasons: [{ rule: 'notInRound', order: 2, roundReached: 0 }] });
    expect(
      planCorrection({ state: 'absent', roundReached: 0 }, 'advance', ROUND_ONE, 'student'),
    ).toMatchObject({
      code: 'invalid_transition',
      reasons: [{ rule: 'actorNotAllowed', actor: 'student', allowed: ['tpo', 'company'] }],
    });
  });
});
