import { describe, expect, it } from 'vitest';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { branchCells, medianCell, nirfCells } from './report-tables';

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
    expect(nirfCells(ug, row)).toEqual([
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
    const cells = nirfCells(pg, {
      ...row,
      lateralEntryYear: undefined,
      entered,
      medianCtc: undefined,
      medianFixed: undefined,
    });
    expect(cells.slice(1, 5)).toEqual(['60', '58', '—', '—']);
    expect(cells[8]).toBe('—');
  });
});

describe('branch cells', () => {
  it('show a dash, never NaN or ₹0, for a branch with nobody placed', () => {
    const cells = branchCells('CIVIL', {
      inBatch: 3,
      optedInOrPlaced: 0,
      placed: 0,
      offers: 0,
      studentsWithSeveralOffers: 0,
      fixed: {},
      ctc: {},
    });
    expect(cells).toEqual(['CIVIL', '3', '0', '0', '—', '0', '0', '—', '—', '—', '—', '—', '—', '—', '—']);
  });
});
