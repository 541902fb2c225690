import { describe, expect, it } from 'vitest';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { branchTableData, medianCell, nirfTableData } from './report-tables';

type Table = PlacementReportResponse['nirf'][number];
const ug: Table = {
  programmeType: { type: 'UG 4-year', years: 4, lateralEntry: true },
  rows: [],
};
const pg: Table = { ...ug, programmeType: { type: 'PG 2-year', years: 2, lateralEntry: false } };
const row = {
  graduationYear: 2024,
  admissionYear: '2020-21',
  lateralEntryYear: '2021-22',
  graduationAcademicYear: '2023-24',
  graduating: 4,
  placed: 2,
  higherStudies: 1,
  medianCtc: 7_00_000,
  medianFixed: 6_50_000,
};

describe('NIRF cells', () => {
  it('write the median in figures with Indian grouping and in words, and a dash for none', () => {
    expect(medianCell(6_50_000)).toBe('6,50,000 (Six Lakh Fifty Thousand)');
    expect(medianCell(undefined)).toBe('—');
  });

  it("follow NIRF's column order, with dashes for figures not entered and lateral entry for UG only; the median is fixed pay's", () => {
    expect(nirfTableData({ ...ug, rows: [row] }).rows[0]).toEqual([
      '2020-21',
      '—',
      '—',
      '2021-22',
      '—',
      '2023-24',
      '—',
      '2',
      '6,50,000 (Six Lakh Fifty Thousand)',
      '1',
    ]);
    const entered = {
      programmeType: 'PG 2-year',
      graduationYear: 2024,
      intake: 60,
      admitted: 58,
      lateral: 9,
      graduatingInMinimumTime: 55,
    };
    const table = nirfTableData({
      ...pg,
      rows: [{ ...row, lateralEntryYear: undefined, entered, medianCtc: undefined, medianFixed: undefined }],
    });
    expect(table.rows[0]!.slice(1, 5)).toEqual(['60', '58', '—', '—']);
    expect(table.rows[0]![8]).toBe('—');
    // A spreadsheet adds the columns up: numbers as numbers, nothing where the screen has a dash.
    expect(table.csv.rows[0]).toEqual([
      '2020-21',
      60,
      58,
      undefined,
      undefined,
      '2023-24',
      55,
      2,
      undefined,
      1,
    ]);
  });

  it("carry the median as a number in the CSV, under NIRF's own heading (it names the unit)", () => {
    const table = nirfTableData({ ...ug, rows: [row] });
    expect(table.csv.rows[0]![8]).toBe(6_50_000);
    expect(table.csv.headings[8]).toBe('Median salary of placed graduates per annum (Amount in Rs.)');
  });
});

describe('branch cells', () => {
  it('show a dash, never NaN or ₹0, for a branch with nobody placed', () => {
    const none = {
      optedInOrPlaced: 0,
      placed: 0,
      offers: 0,
      studentsWithSeveralOffers: 0,
      fixed: {},
      ctc: {},
    };
    const report = {
      branches: [{ branch: 'CIVIL', inBatch: 3, ...none }],
      whole: { inBatch: 3, ...none },
    } as unknown as PlacementReportResponse;
    expect(branchTableData(report).rows[0]).toEqual([
      'CIVIL',
      '3',
      '0',
      '0',
      '—',
      '0',
      '0',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
  });

  it('go to a spreadsheet as numbers, with the unit in the heading', () => {
    const placed = {
      inBatch: 60,
      optedInOrPlaced: 58,
      placed: 4,
      percentPlaced: (4 / 58) * 100,
      offers: 5,
      studentsWithSeveralOffers: 1,
      fixed: { min: 4_50_000, median: 7_20_000, mean: 6_00_000, max: 8_00_000 },
      ctc: { min: 5_00_000, median: 7_50_000, mean: 6_50_000, max: 9_00_000 },
    };
    const csv = branchTableData({
      branches: [{ branch: 'EEE', ...placed }],
      whole: placed,
    } as unknown as PlacementReportResponse).csv;
    expect(csv.headings).toContain('Fixed pay: median (₹)');
    expect(csv.headings).toContain('% placed');
    expect(csv.rows[0]).toEqual([
      'EEE',
      60,
      58,
      4,
      6.9,
      5,
      1,
      4_50_000,
      7_20_000,
      6_00_000,
      8_00_000,
      5_00_000,
      7_50_000,
      6_50_000,
      9_00_000,
    ]);
  });
});
