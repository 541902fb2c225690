import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_TIME_ZONE } from './college-time';
import { roundNotHeldReason, roundOrderReasons, roundStartsAt } from './round-schedule';
import { describeStepReason } from './step-reasons';

const IST = DEFAULT_COLLEGE_TIME_ZONE;
const round2 = { order: 2, date: '2026-12-03', time: '11:00' };

describe("a round's time", () => {
  it('is read at the college', () => {
    expect(roundStartsAt(round2, IST)).toBe('2026-12-03T05:30:00.000Z');
    expect(roundStartsAt({ date: '2026-12-03', time: '' }, IST)).toBeUndefined();
  });

  it('holds back its results until it has started, saying when', () => {
    const reason = roundNotHeldReason(round2, IST, Date.parse('2026-12-02T23:30:00Z'));
    expect(reason).toEqual({ rule: 'roundNotHeld', order: 2, startsAt: '2026-12-03T05:30:00.000Z' });
    expect(describeStepReason(reason!, IST)).toBe(
      'Round 2 is to be held on 3 Dec 2026, 11:00 am IST: its results can be published once it has been held',
    );
    expect(roundNotHeldReason(round2, IST, Date.parse('2026-12-03T05:30:00Z'))).toBeUndefined();
    expect(roundNotHeldReason(round2, IST, Date.parse('2026-12-04T00:00:00Z'))).toBeUndefined();
  });
});

describe('the order of rounds', () => {
  it('refuses a round dated before the one ahead of it, by date and then by time', () => {
    const reasons = roundOrderReasons([
      { date: '2026-12-09', time: '09:30' },
      { date: '2026-12-08', time: '11:00' },
      { date: '2026-12-10', time: '14:00' },
      { date: '2026-12-10', time: '13:00' },
    ]);
    expect(reasons).toEqual([
      { rule: 'roundOrder', order: 2, before: { date: '2026-12-09', time: '09:30' } },
      { rule: 'roundOrder', order: 4, before: { date: '2026-12-10', time: '14:00' } },
    ]);
    expect(describeStepReason(reasons[0]!, IST)).toBe(
      'Round 2 is dated before round 1 (9 Dec 2026, 9:30 am IST): rounds are held in the order listed',
    );
  });

  it('allows rounds at the same time, and leaves a missing date or time to its own message', () => {
    expect(
      roundOrderReasons([
        { date: '2026-12-09', time: '09:30' },
        { date: '2026-12-09', time: '09:30' },
        { date: '', time: '09:00' },
        { date: '2026-12-09', time: '' },
      ]),
    ).toEqual([]);
  });
});
