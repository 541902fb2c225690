import { describe, expect, it } from 'vitest';
import cases from './fixtures/report-cases.json';
import { academicYear, NIRF_PROGRAMME_TYPES, type IntakeEntry } from './nirf';
import { placementReport } from './placement-report';
import type { ReportStudent } from './report-input';

describe('NIRF tables (hand-computed fixtures)', () => {
  it.each(cases.nirfCases)('$name', ({ students, intake, expected }) => {
    const report = placementReport(students as ReportStudent[], intake as IntakeEntry[]);
    expect(report.batches).toEqual(expected.batches);
    const shown = report.nirf.map((table) => ({
      programmeType: table.programmeType.type,
      rows: table.rows.map(({ entered, ...row }) => ({
        ...row,
        lateralEntryYear: row.lateralEntryYear ?? null,
        intake: entered?.intake ?? null,
        medianCtc: row.medianCtc ?? null,
        medianFixed: row.medianFixed ?? null,
      })),
    }));
    expect(shown).toEqual(expected.tables);
    expect(Math.round((report.indices.nba ?? -1) * 100) / 100).toBe(expected.nba);
    expect(Math.round((report.indices.naac ?? -1) * 100) / 100).toBe(expected.naac);
  });
});

describe('NIRF programme types', () => {
  it('come from the programme list, with lateral entry for UG only', () => {
    expect(NIRF_PROGRAMME_TYPES).toEqual([
      { type: 'UG 4-year', years: 4, lateralEntry: true },
      { type: 'PG 2-year', years: 2, lateralEntry: false },
    ]);
  });

  it('write academic years as NIRF does', () => {
    expect(academicYear(2024)).toBe('2023-24');
    expect(academicYear(2000)).toBe('1999-00');
  });
});

describe('placementReport', () => {
  const students = cases.nirfCases[0]!.students as ReportStudent[];

  it('shows the newest batch by branch unless another of the three is asked for', () => {
    expect(placementReport(students, []).batch).toBe(2025);
    expect(placementReport(students, [], 2024).batch).toBe(2024);
    expect(placementReport(students, [], 1999).batch).toBe(2025);
  });

  it('takes the last three graduating batches, oldest first', () => {
    const spread = [2021, 2022, 2023, 2024].map((graduationYear) => ({ ...students[0]!, graduationYear }));
    expect(placementReport(spread, []).batches).toEqual([2022, 2023, 2024]);
  });

  it('has no batches, no median and no NaN for no students', () => {
    const report = placementReport([], []);
    expect(report.nirf).toEqual([]);
    expect(report.whole.ctc.median).toBeUndefined();
    expect(report.indices.nba).toBeUndefined();
  });
});
