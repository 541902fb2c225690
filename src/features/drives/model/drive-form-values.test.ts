import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DriveInputSchema } from '@/lib/api/drive-contract';
import { DEFAULT_COLLEGE_TIME_ZONE as IST } from '@/lib/season/college-time';
import {
  buildDriveInput,
  driveFormErrors,
  emptyDriveFormValues,
  readRules,
  type DriveFormValues,
} from './drive-form-values';

const now = new Date('2026-11-27T10:00:00Z');
const filled: DriveFormValues = {
  ...emptyDriveFormValues(),
  title: 'Graduate Engineer Trainee',
  location: 'Pune',
  fixed: '7,00,000',
  variable: '50000',
  branches: ['CSE', 'IT'],
  graduationYears: '2026',
  minCgpa: '7',
  maxActiveBacklogs: '0',
  deadline: '2026-12-10T17:00',
  rounds: [{ kind: 'test', date: '2026-12-12', time: '10:00', venue: 'Lab 3', link: '' }],
};

describe('the drive form', () => {
  it('becomes a body the contract accepts: whole rupees, blank limits left out, the deadline at the college', () => {
    expect(driveFormErrors(filled, now, IST)).toEqual({});
    const input = buildDriveInput(filled, IST);
    expect(input.ctc).toEqual({ fixed: 700_000, variable: 50_000, joiningBonus: 0 });
    expect(input.rules).toEqual({
      branches: ['CSE', 'IT'],
      graduationYears: [2026],
      minCgpa: 7,
      maxActiveBacklogs: 0,
    });
    // 5:00 pm at the college, whatever the zone of the TPO's device.
    expect(input.deadline).toBe('2026-12-10T17:00:00+05:30');
    expect(buildDriveInput(filled, 'Asia/Dubai').deadline).toBe('2026-12-10T17:00:00+04:00');
    expect(validate(input, DriveInputSchema)[0]).toBeUndefined();
  });

  it('says which field is wrong: CTC in words, CGPA out of range, a past deadline, a round without a place', () => {
    const errors = driveFormErrors(
      {
        ...filled,
        fixed: '7 LPA',
        minCgpa: '11',
        deadline: '2026-11-01T10:00',
        rounds: [{ kind: 'test', date: '2026-12-12', time: '10:00', venue: '', link: '' }],
      },
      now,
      IST,
    );
    expect(errors).toMatchObject({
      fixed: 'Fixed pay (₹ a year): whole rupees in figures, e.g. 650000 or 6,50,000',
      minCgpa: 'Minimum CGPA must be a number from 0 to 10',
      deadline: 'Applications must close in the future',
      rounds: [{ venue: 'Give a venue or a link' }],
    });
  });

  it('says on its date that a round is dated before the one ahead of it', () => {
    const errors = driveFormErrors(
      {
        ...filled,
        rounds: [
          { kind: 'test', date: '2026-12-12', time: '10:00', venue: 'Lab 3', link: '' },
          { kind: 'hr-interview', date: '2026-12-11', time: '10:00', venue: 'Lab 3', link: '' },
        ],
      },
      now,
      IST,
    );
    expect(errors).toEqual({
      rounds: [
        {},
        {
          date: 'Round 2 is dated before round 1 (12 Dec 2026, 10:00 am IST): rounds are held in the order listed',
        },
      ],
    });
  });

  it('reads graduation years as a list, and refuses years out of range', () => {
    expect(readRules({ ...filled, graduationYears: '2026, 2027 2026' }).rules.graduationYears).toEqual([
      2026, 2027,
    ]);
    expect(readRules({ ...filled, graduationYears: '26' }).errors.graduationYears).toMatch(
      /up to five years/,
    );
  });

  it('places the deadline at the college: 3:00 pm IST has passed at 10:00 UTC; without the college, only a missing one', () => {
    const today = { ...filled, deadline: '2026-11-27T15:00' };
    expect(driveFormErrors(today, now, IST).deadline).toBe('Applications must close in the future');
    expect(driveFormErrors(today, now, 'Europe/London').deadline).toBeUndefined();
    expect(driveFormErrors(today, now, undefined).deadline).toBeUndefined();
    expect(driveFormErrors({ ...filled, deadline: '' }, now, undefined).deadline).toBe(
      'Give the date and time applications close',
    );
  });
});
