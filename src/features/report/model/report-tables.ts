/**
 * Every table of the report as headings and rows of cells, once: the screen renders these and the CSV export
 * writes the same cells, so the file and the screen cannot disagree.
 */
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import type { ReportStudentRow } from '@/lib/report/student-rows';
import { NIRF_COLUMNS } from '@/lib/report/nirf';
import { rupeesInWords } from '@/lib/report/rupees-in-words';
import { groupIndian } from '@/lib/season/money';
import { countOrDash, DASH, OUTCOME_LABELS, percentOrDash, rupeesOrDash } from './report-format';

export interface TableData {
  headings: readonly string[];
  rows: string[][];
}

type NirfTableData = PlacementReportResponse['nirf'][number];
type NirfRowData = NirfTableData['rows'][number];

/** The median as NIRF asks: figures with Indian grouping, then in words. */
export function medianCell(amount: number | undefined): string {
  return amount === undefined ? DASH : `${groupIndian(amount)} (${rupeesInWords(amount)})`;
}

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
    medianCell(row.medianCtc),
    String(row.higherStudies),
  ];
}

export function nirfTableData(table: NirfTableData): TableData {
  return { headings: NIRF_COLUMNS, rows: table.rows.map((row) => nirfCells(table, row)) };
}

const BRANCH_HEADINGS = [
  'Branch',
  'Eligible',
  'Opted in',
  'Placed',
  '% placed',
  'Offers',
  'Students with more than one offer',
  'Fixed CTC: minimum',
  'Fixed CTC: median',
  'Fixed CTC: mean',
  'Fixed CTC: maximum',
  'Total CTC: minimum',
  'Total CTC: median',
  'Total CTC: mean',
  'Total CTC: maximum',
] as const;

type BranchFigures = PlacementReportResponse['whole'];

export function branchCells(label: string, figures: BranchFigures): string[] {
  const spread = (s: BranchFigures['fixed']) => [s.min, s.median, s.mean, s.max].map(rupeesOrDash);
  return [
    label,
    String(figures.eligible),
    String(figures.optedIn),
    String(figures.placed),
    percentOrDash(figures.percentPlaced),
    String(figures.offers),
    String(figures.studentsWithSeveralOffers),
    ...spread(figures.fixed),
    ...spread(figures.total),
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

const STUDENT_HEADINGS = [
  'Roll number',
  'Name',
  'Programme type',
  'Branch',
  'Outcome',
  'Company or institution',
  'Offer source',
  'Fixed (₹ p.a.)',
  'Variable (₹ p.a.)',
  'CTC counted (₹ p.a.)',
] as const;

export function studentTableData(students: readonly ReportStudentRow[]): TableData {
  return {
    headings: STUDENT_HEADINGS,
    rows: students.map((s) => [
      s.rollNumber,
      s.name,
      s.programmeType,
      s.branch,
      OUTCOME_LABELS[s.outcome],
      s.company ?? (s.institution ? `${s.institution}, ${s.course ?? ''}` : ''),
      s.source ?? '',
      s.fixed === undefined ? '' : rupeesOrDash(s.fixed),
      s.variable === undefined ? '' : rupeesOrDash(s.variable),
      s.ctc === undefined ? '' : rupeesOrDash(s.ctc),
    ]),
  };
}
