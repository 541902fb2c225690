import { describe, expect, it } from 'vitest';
import {
  entryKey,
  isInRound,
  movesByOutcome,
  nothingToPublishRefusal,
  notSelectedRefusal,
  planRoundResults,
  type RoundApplicant,
} from './round-results';

const applicant = (id: string, overrides: Partial<RoundApplicant> = {}): RoundApplicant => ({
  id,
  rollNumber: `1RV22CS00${id}`,
  email: `s${id}@rvce.example.edu`,
  state: 'shortlisted',
  roundReached: 1,
  ...overrides,
});

/** Round 2 of 3: five in it, one already out in round 1, one past it, one who withdrew. */
const ROUND_TWO = [
  applicant('1'),
  applicant('2'),
  applicant('3'),
  applicant('4'),
  applicant('5', { state: 'waitlisted' }),
  applicant('6', { state: 'rejected', roundReached: 0 }),
  applicant('7', { roundReached: 2 }),
  applicant('8', { state: 'withdrawn' }),
];
const SECOND = { order: 2, last: false };

const summary = (plan: ReturnType<typeof planRoundResults>) => ({
  ...movesByOutcome(plan.moves),
  unknown: plan.unknown,
  notInRound: plan.notInRound.map((entry) => entry.entry),
  rest: plan.rest.map((entry) => entry.rollNumber),
});

describe('planning a round’s results', () => {
  it('decides each named applicant once, by roll number or e-mail in any case, and reports the rest as sent', () => {
    const plan = planRoundResults(
      ROUND_TWO,
      SECOND,
      {
        advance: [' 1rv22cs001 ', 'S2@RVCE.example.edu', 'NOSUCH-9', '1RV22CS006'],
        waitlist: ['1RV22CS001', '1RV22CS003'],
        absent: ['1RV22CS007', '1RV22CS008'],
      },
      'company',
    );
    expect(summary(plan)).toEqual({
      advanced: ['1RV22CS001', '1RV22CS002'],
      selected: [],
      waitlisted: ['1RV22CS003'],
      absent: [],
      rejected: [],
      unknown: ['NOSUCH-9'],
      notInRound: ['1RV22CS006', '1RV22CS007', '1RV22CS008'],
      rest: ['1RV22CS004', '1RV22CS005'],
    });
    expect(plan.moves[0]).toMatchObject({ to: 'shortlisted', roundReached: 2, entry: ' 1rv22cs001 ' });
  });

  it('turns down the rest only when asked, and selects after the last round', () => {
    const plan = planRoundResults(
      ROUND_TWO,
      { order: 2, last: true },
      { advance: ['1RV22CS005'], rejectRest: true },
      'tpo',
    );
    expect(summary(plan)).toMatchObject({
      selected: ['1RV22CS005'],
      rejected: ['1RV22CS001', '1RV22CS002', '1RV22CS003', '1RV22CS004'],
    });
    expect(plan.moves.find((move) => move.outcome === 'rejected')).toMatchObject({
      to: 'rejected',
      roundReached: 1,
    });
    expect(planRoundResults(ROUND_TWO, SECOND, { advance: ['1RV22CS005'] }, 'tpo').moves).toHaveLength(1);
  });

  it('moves nobody the application machine does not let this actor move', () => {
    const plan = planRoundResults(
      ROUND_TWO,
      SECOND,
      { advance: ['1RV22CS001'], rejectRest: true },
      'student',
    );
    expect(plan.moves).toEqual([]);
    expect(plan.notInRound.map((entry) => entry.entry)).toEqual(['1RV22CS001']);
  });

  it('knows who waits for a round', () => {
    expect(isInRound({ state: 'applied', roundReached: 0 }, 1)).toBe(true);
    expect(isInRound({ state: 'waitlisted', roundReached: 1 }, 2)).toBe(true);
    expect(isInRound({ state: 'absent', roundReached: 1 }, 2)).toBe(false);
    expect(isInRound({ state: 'shortlisted', roundReached: 2 }, 2)).toBe(false);
    expect(entryKey(' a@B.in ')).toBe('a@b.in');
    expect(entryKey(' 1rv22cs001')).toBe('1RV22CS001');
  });
});

describe('turning down the rest needs the count the publisher was shown', () => {
  const plan = planRoundResults(ROUND_TWO, SECOND, { rejectRest: true }, 'tpo');

  it('goes ahead with the same count, or when nobody is turned down', () => {
    expect(notSelectedRefusal(plan, { rejectRest: true }, 5)).toBeUndefined();
    expect(notSelectedRefusal(plan, { rejectRest: false }, undefined)).toBeUndefined();
    expect(notSelectedRefusal({ rest: [] }, { rejectRest: true }, undefined)).toBeUndefined();
  });

  it('refuses without the count, or with another, saying both', () => {
    expect(notSelectedRefusal(plan, { rejectRest: true }, undefined)).toEqual({
      rule: 'notSelectedCount',
      confirmed: null,
      count: 5,
    });
    expect(notSelectedRefusal(plan, { rejectRest: true }, 72)).toEqual({
      rule: 'notSelectedCount',
      confirmed: 72,
      count: 5,
    });
  });
});

describe('a publication that changes nothing', () => {
  it('is refused: entries unknown, not in the round, or nobody left to turn down', () => {
    const plan = (lists: Parameters<typeof planRoundResults>[2]) =>
      nothingToPublishRefusal(planRoundResults(ROUND_TWO, SECOND, lists, 'tpo'));
    expect(plan({ advance: ['NOSUCH-1', '1RV22CS006', '1RV22CS007'] })).toEqual({ rule: 'nothingToPublish' });
    const nobodyLeft = ROUND_TWO.filter((entry) => entry.roundReached !== 1);
    expect(
      nothingToPublishRefusal(planRoundResults(nobodyLeft, SECOND, { rejectRest: true }, 'tpo')),
    ).toEqual({ rule: 'nothingToPublish' });
  });

  it('is not refused once anyone moves, named or turned down with the rest', () => {
    const refusal = (lists: Parameters<typeof planRoundResults>[2]) =>
      nothingToPublishRefusal(planRoundResults(ROUND_TWO, SECOND, lists, 'tpo'));
    expect(refusal({ absent: ['NOSUCH-1', '1RV22CS001'] })).toBeUndefined();
    expect(refusal({ rejectRest: true })).toBeUndefined();
  });
});
