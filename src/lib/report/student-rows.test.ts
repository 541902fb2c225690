import { describe, expect, it } from 'vitest';
import cases from './fixtures/report-cases.json';
import type { ReportStudent } from './report-input';
import { reportStudentRows } from './student-rows';

const students = cases.nirfCases[0]!.students as ReportStudent[];

describe('reportStudentRows', () => {
  it('lists the students behind a figure with the offer they count at', () => {
    const rows = reportStudentRows(students, {
      graduationYear: 2024,
      programmeType: 'UG 4-year',
      outcome: 'placed',
    });
    expect(rows.map((row) => [row.rollNumber, row.ctc, row.fixed])).toEqual([
      ['A', 6_00_000, 6_00_000],
      ['B', 4_50_000, 4_00_000],
    ]);
  });

  it('keeps a student with an unconfirmed claim unknown, and filters by branch', () => {
    expect(reportStudentRows(students, { graduationYear: 2024, branch: 'MECH' })).toEqual([
      expect.objectContaining({ rollNumber: 'D', outcome: 'unknown' }),
    ]);
  });
});
