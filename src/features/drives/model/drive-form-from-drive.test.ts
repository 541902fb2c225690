import { describe, expect, it } from 'vitest';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { driveFormValuesOf } from './drive-form-from-drive';
import { buildDriveInput, driveFormErrors } from './drive-form-values';

const drive: DriveDetail = {
  id: 'drv-1',
  collegeId: 'acc-college',
  collegeName: 'RV College',
  companyName: 'Voltline Embedded Systems',
  title: 'Firmware Engineer',
  location: 'Bengaluru',
  vacancies: 4,
  ctc: { fixed: 650_000, variable: 0, joiningBonus: 25_000 },
  ctcTotal: 675_000,
  tier: 'dream',
  tierPolicyVersion: 1,
  deadline: '2026-12-10T11:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  state: 'open',
  proposedBy: 'company',
  applicantCount: 3,
  roundCount: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  rules: { branches: ['CSE', 'ECE'], graduationYears: [2026, 2027], minCgpa: 7.5, maxActiveBacklogs: 0 },
  rounds: [
    {
      id: 'r1',
      order: 1,
      kind: 'test',
      date: '2026-12-12',
      time: '09:30',
      link: 'https://meet.example.com/a',
    },
    { id: 'r2', order: 2, kind: 'hr-interview', date: '2026-12-14', time: '14:00', venue: 'Block 4' },
  ],
};

describe('the drive form, filled from a saved drive', () => {
  it('shows the drive as the form writes it: rupees grouped, blank for absent limits and zero parts', () => {
    const values = driveFormValuesOf(drive);
    expect(values).toMatchObject({
      fixed: '6,50,000',
      variable: '',
      joiningBonus: '25,000',
      vacancies: '4',
      graduationYears: '2026, 2027',
      minCgpa: '7.5',
      maxActiveBacklogs: '0',
      minTenthPercent: '',
      // 11:30 UTC is 5:00 pm at the college, on any device.
      deadline: '2026-12-10T17:00',
    });
    expect(values.rounds[0]).toEqual({
      kind: 'test',
      date: '2026-12-12',
      time: '09:30',
      venue: '',
      link: 'https://meet.example.com/a',
    });
  });

  it('saved untouched, sends back the same terms (so an edit changes only what the TPO changed)', () => {
    const values = driveFormValuesOf(drive);
    expect(driveFormErrors(values, new Date('2026-11-27T10:00:00Z'), drive.timeZone)).toEqual({});
    const input = buildDriveInput(values, drive.timeZone);
    expect(input.ctc).toEqual(drive.ctc);
    expect(input.rules).toEqual(drive.rules);
    expect(Date.parse(input.deadline)).toBe(Date.parse(drive.deadline));
    expect(input.rounds.map((round) => round.kind)).toEqual(['test', 'hr-interview']);
    expect(input.vacancies).toBe(4);
  });
});
