import { describe, expect, it } from 'vitest';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { branchCells, medianCell, nirfCells, studentTableData } from './report-tables';

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
  medianCtc: 6_50_000,
  placedRolls: [],
  higherStudiesRolls: [],
};

describe('NIRF cells', () => {
  it('write the median in figures with Indian grouping and in words, and a dash for none', () => {
    expect(medianCell(6_50_000)).toBe('6,50,000 (Six Lakh Fifty Thousand)');
    expect(medianCell(undefined)).toBe('—');
  });

  it("follow NIRF's column order, with dashes for figures not entered and lateral entry for UG only", () => {
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
    const cells = nirfCells(pg, { ...row, lateralEntryYear: undefined, entered, medianCtc: undefined });
    expect(cells.slice(1, 5)).toEqual(['60', '58', '—', '—']);
    expect(cells[8]).toBe('—');
  });
});

describe('branch and student cells', () => {
  it('show a dash, never NaN or ₹0, for a branch with nobody placed', () => {
    const cells = branchCells('CIVIL', {
      eligible: 3,
      optedIn: 0,
      placed: 0,
      offers: 0,
      studentsWithSeveralOffers: 0,
      fixed: {},
      total: {},
    });
    expect(cells).toEqual(['CIVIL', '3', '0', '0', '—', '0', '0', '—', '—', '—', '—', '—', '—', '—', '—']);
  });

  it('name the institution for higher studies and the offer for a placed student', () => {
    const { rows } = studentTableData([
      {
        rollNumber: 'A',
        name: 'Asha',
        programmeType: 'UG 4-year',
        branch: 'CSE',
        graduationYear: 2024,
        outcome: 'higher-studies',
        institution: 'IISc',
        course: 'M.Tech',
      },
      {
        rollNumber: 'B',
        name: 'Bala',
        programmeType: 'UG 4-year',
        branch: 'ECE',
        graduationYear: 2024,
        outcome: 'placed',
        company: 'Bosch',
        source: 'campus',
        fixed: 6_00_000,
        variable: 50_000,
        ctc: 6_50_000,
      },
    ]);
    expect(rows[0]?.slice(4, 6)).toEqual(['Higher studies', 'IISc, M.Tech']);
    expect(rows[1]?.slice(4)).toEqual(['Placed', 'Bosch', 'campus', '₹6,00,000', '₹50,000', '₹6,50,000']);
  });
});
