import { describe, expect, it } from 'vitest';
import { outcomeOf } from '@/lib/report/outcome';
import { placementReport } from '@/lib/report/placement-report';
import { reportStudentRows } from '@/lib/report/student-rows';
import { createReportSeed, REPORT_COLLEGE_ID } from './seed-report';

const seed = createReportSeed({ studentRecords: {} });
const students = seed.pastBatches[REPORT_COLLEGE_ID] ?? [];
const report = placementReport(students, seed.reportIntake[REPORT_COLLEGE_ID] ?? []);

/** The placed graduates' CTCs of each NIRF row, sorted. */
const rowAmounts = report.nirf.flatMap((table) =>
  table.rows.map((row) =>
    reportStudentRows(students, {
      graduationYear: row.graduationYear,
      programmeType: table.programmeType.type,
      outcome: 'placed',
    })
      .map((s) => s.ctc ?? 0)
      .sort((a, b) => a - b),
  ),
);

describe('the report seed', () => {
  it('has two archived batches, UG and PG, with every kind of outcome', () => {
    expect(report.batches).toEqual([2024, 2025]);
    expect(report.nirf.map((table) => table.programmeType.type)).toEqual(['UG 4-year', 'PG 2-year']);
    const kinds = new Set(students.map((student) => outcomeOf(student).kind));
    expect([...kinds].sort()).toEqual(['entrepreneur', 'higher-studies', 'not-seeking', 'placed', 'unknown']);
  });

  it('has an even count whose middle amounts differ, and a median that falls on a tie', () => {
    const middles = rowAmounts
      .filter((amounts) => amounts.length % 2 === 0)
      .map((amounts) => [amounts[amounts.length / 2 - 1], amounts[amounts.length / 2]]);
    expect(middles.some(([lower, upper]) => lower !== upper)).toBe(true);
    expect(middles.some(([lower, upper]) => lower === upper)).toBe(true);
  });

  it('has students with two offers, declined and rescinded ones among them', () => {
    const statuses = new Set(students.flatMap((student) => student.offers.map((offer) => offer.status)));
    expect(statuses).toEqual(new Set(['accepted', 'declined', 'rescinded']));
    expect(report.whole.studentsWithSeveralOffers).toBeGreaterThan(0);
  });

  it('keeps a claim waiting for the TPO and a rejected one', () => {
    expect(seed.outcomeClaims.map((claim) => claim.state)).toEqual(['pending', 'rejected']);
  });
});
