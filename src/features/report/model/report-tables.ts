/**
 * Every table of the report as headings and rows of cells, once: the screen renders these and the CSV export
 * writes the same cells, so the file and the screen cannot disagree. (The list of students behind a figure is
 * src/lib/report/student-table.ts: the server writes its export.)
 */
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { countOrDash, DASH, FIGURES, percentOrDash, rupeesOrDash } from '@/lib/report/figure-text';
import { NIRF_COLUMNS } from '@/lib/report/nirf';
import { rupeesInWords } from '@/lib/report/rupees-in-words';
import type { TableData } from '@/lib/report/student-table';
import { groupIndian } from '@/lib/season/money';

type NirfTableData = PlacementReportResponse['nirf'][number];
type NirfRowData = NirfTableData['rows'][number];

/** The median as NIRF asks: figures with Indian grouping, then in words. */
export function medianCell(amount: number | undefined): string {
  return amount === undefined ? DASH : `${groupIndian(amount)} (${rupeesInWords(amount)})`;
}

/** NIRF's ten columns; its "median salary per annum" is the median of fixed pay (docs/report.md). */
export function nirfCells(table: NirfTableData, row: NirfRowData): string[] {
  const entered = row.entered;
  return [
    row.admissionYear,
    countOrDash(entered?.intake),
    countOrDash(entered?.admitted),
    row.lateralEntryYear ?? DASH,
    table.programmeType.lateralEntry ? countOrDash(entered?.lateral) : DASH,
    row.graduationAcademicYear,
    countOrDash(entered?.graduatingInMinimumTime),
    String(row.placed),
    medianCell(row.medianFixed),
    String(row.higherStudies),
  ];
}

export function nirfTableData(table: NirfTableData): TableData {
  return { headings: NIRF_COLUMNS, rows: table.rows.map((row) => nirfCells(table, row)) };
}

const SPREAD = ['minimum', 'median', 'mean', 'maximum'] as const;

const BRANCH_HEADINGS = [
  'Branch',
  'In the batch',
  FIGURES.optedInOrPlaced.label,
  FIGURES.placed.label,
  FIGURES.percentPlaced.label,
  'Offers',
  'Students with more than one offer',
  ...SPREAD.map((what) => `Fixed pay: ${what}`),
  ...SPREAD.map((what) => `CTC: ${what}`),
];

type BranchFigures = PlacementReportResponse['whole'];

export function branchCells(label: string, figures: BranchFigures): string[] {
  const spread = (s: BranchFigures['fixed']) => [s.min, s.median, s.mean, s.max].map(rupeesOrDash);
  return [
    label,
    String(figures.inBatch),
    String(figures.optedInOrPlaced),
    String(figures.placed),
    percentOrDash(figures.percentPlaced),
    String(figures.offers),
    String(figures.studentsWithSeveralOffers),
    ...spread(figures.fixed),
    ...spread(figures.ctc),
  ];
}

export function branchTableData(report: PlacementReportResponse): TableData {
  return {
    headings: BRANCH_HEADINGS,
    rows: [
      ...report.branches.map((row) => branchCells(row.branch, row)),
      branchCells('All branches', report.whole),
    ],
  };
}
