import { describe, expect, it } from 'vitest';
import {
  collegeDate,
  collegeDateTime,
  collegeLocalToInstant,
  collegeSlot,
  DEFAULT_COLLEGE_TIME_ZONE,
  hasPassed,
  instantToCollegeLocal,
  isTimeZone,
  zoneName,
} from './college-time';

const IST = DEFAULT_COLLEGE_TIME_ZONE;

describe("the college's time", () => {
  it('reads 5:00 pm typed at an Indian college as 11:30 UTC, whatever zone the device is in', () => {
    const instant = collegeLocalToInstant('2026-12-05T17:00', IST);
    expect(instant).toBe('2026-12-05T17:00:00+05:30');
    expect(new Date(instant!).toISOString()).toBe('2026-12-05T11:30:00.000Z');
  });

  it('shows that instant as 5:00 pm IST, with the zone named', () => {
    expect(collegeDateTime('2026-12-05T11:30:00.000Z', IST)).toBe('5 Dec 2026, 5:00 pm IST');
    expect(collegeDateTime('2026-12-05T18:45:00.000Z', IST)).toBe('6 Dec 2026, 12:15 am IST');
    expect(zoneName(IST)).toBe('IST');
  });

  it('gives the datetime-local value back for an edit (a round trip changes nothing)', () => {
    expect(instantToCollegeLocal('2026-12-05T11:30:00.000Z', IST)).toBe('2026-12-05T17:00');
    for (const local of ['2026-01-01T00:00', '2026-12-31T23:59', '2027-03-15T09:05'])
      expect(instantToCollegeLocal(collegeLocalToInstant(local, IST)!, IST)).toBe(local);
  });

  it('follows a zone with summer time on both sides of its change', () => {
    expect(collegeLocalToInstant('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T09:00:00+01:00');
    expect(collegeLocalToInstant('2026-12-01T09:00', 'Europe/London')).toBe('2026-12-01T09:00:00+00:00');
    expect(collegeLocalToInstant('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T09:00:00-05:00');
  });

  it('refuses what is no time', () => {
    expect(collegeLocalToInstant('2026-02-30T10:00', IST)).toBeUndefined();
    expect(collegeLocalToInstant('2026-12-05 17:00', IST)).toBeUndefined();
    expect(collegeLocalToInstant('', IST)).toBeUndefined();
    expect(instantToCollegeLocal('not a time', IST)).toBe('');
  });

  it('words a calendar date as that day, and a round slot at its clock time in the zone', () => {
    expect(collegeDate('2026-12-05', IST)).toBe('5 Dec 2026');
    expect(collegeDate('2026-12-04T20:00:00.000Z', IST)).toBe('5 Dec 2026');
    expect(collegeSlot('2026-12-09', '09:30', IST)).toBe('9 Dec 2026, 9:30 am IST');
  });

  it('knows a time zone by its IANA name, and refuses a made-up one', () => {
    expect(isTimeZone(IST)).toBe(true);
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('tells whether an instant has passed; an unreadable one has not', () => {
    const now = Date.parse('2026-12-05T11:30:00.000Z');
    expect(hasPassed('2026-12-05T17:00:00+05:30', now)).toBe(true);
    expect(hasPassed('2026-12-05T17:01:00+05:30', now)).toBe(false);
    expect(hasPassed('soon', now)).toBe(false);
  });
});
