import { describe, expect, it } from 'vitest';
import { timeLeftText } from './time-left';

const respondBy = '2026-12-01T11:30:00.000Z';
const before = (ms: number) => Date.parse(respondBy) - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('time left', () => {
  it('counts down to the respond-by instant, rounded down', () => {
    expect(timeLeftText(respondBy, before(3 * 24 * HOUR - 1))).toBe('2 days, 23 hours left');
    expect(timeLeftText(respondBy, before(3 * 24 * HOUR))).toBe('3 days left');
    expect(timeLeftText(respondBy, before(24 * HOUR + 30 * MINUTE))).toBe('1 day left');
    expect(timeLeftText(respondBy, before(5 * HOUR + MINUTE))).toBe('5 hours, 1 minute left');
    expect(timeLeftText(respondBy, before(HOUR))).toBe('1 hour left');
    expect(timeLeftText(respondBy, before(59 * MINUTE + 59_000))).toBe('59 minutes left');
    expect(timeLeftText(respondBy, before(30_000))).toBe('less than a minute left');
  });

  it('says nothing once the time has passed, or for no time at all', () => {
    expect(timeLeftText(respondBy, before(0))).toBeUndefined();
    expect(timeLeftText(respondBy, before(-HOUR))).toBeUndefined();
    expect(timeLeftText('not a time', 0)).toBeUndefined();
  });
});
