/**
 * Every table of the report as headings and rows of cells, once: the screen renders these and the CSV export
 * writes the same cells, so the file and the screen cannot disagree. (The list of students behind a figure is
 * src/lib/report/student-table.ts: the server writes its export.)
 */
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { DASH, FIGURES } from '@/lib/report/figure-text';
import { academicYear, NIRF_COLUMNS } from '@/lib/report/nirf';
import { rupeesInWords } from '@/lib/report/rupees-in-words';
import { tableOf, type TableColumn, type TableData } from '@/lib/report/table-data';
import { groupIndian } from '@/lib/season/money';

type NirfTableData = PlacementReportResponse['nirf'][number];
type NirfRowData = NirfTableData['rows'][number];

/** The median as NIRF asks: figures with Indian grouping, then in words. */
export function medianCell(amount: number | undefined): string {
  return amount === undefined ? DASH : `${groupIndian(amount)} (${rupeesInWords(amount)})`;
}

type NirfHeading = (typeof NIRF_COLUMNS)[number];
type NirfValue = (row: NirfRowData, table: NirfTableData) => string | number | undefined;

/** NIRF's ten columns, by its own headings; its "median salary per annum" is the median of fixed pay (docs/report.md). */
const NIRF_VALUES: Record<NirfHeading, NirfValue> = {
  'Academic Year of Admission': (row) => row.admissionYear,
  'No. of first year students intake in the year': (row) => row.entered?.intake,
  'No. of first year students admitted in the year': (row) => row.entered?.admitted,
  'Academic Year of Lateral Entry': (row) => row.lateralEntryYear,
  'No. of students admitted through Lateral entry': (row, table) =>
    table.programmeType.lateralEntry ? row.entered?.lateral : undefined,
  'Academic Year of Graduation': (row) => row.graduationAcademicYear,
  'No. of students graduating in minimum stipulated time': (row) => row.entered?.graduatingInMinimumTime,
  'No. of students placed': (row) => row.placed,
  'Median salary of placed graduates per annum (Amount in Rs.)': (row) => row.medianFixed,
  'No. of students selected for Higher Studies': (row) => row.higherStudies,
};

const MEDIAN_HEADING: NirfHeading = 'Median salary of placed graduates per annum (Amount in Rs.)';

export function nirfTableData(table: NirfTableData): TableData {
  const columns = NIRF_COLUMNS.map((heading): TableColumn<NirfRowData> => ({
    heading,
    value: (row) => NIRF_VALUES[heading](row, table),
    ...(heading === MEDIAN_HEADING && { unit: 'rupees', headingHasUnit: true, text: medianCell }),
  }));
  return tableOf(columns, table.rows);
}

const SPREAD = ['minimum', 'median', 'mean', 'maximum'] as const;
type BranchFigures = PlacementReportResponse['whole'];
type BranchRow = BranchFigures & { label: string };
type Spread = BranchFigures['fixed'];
const SPREAD_VALUE = { minimum: 'min', median: 'median', mean: 'mean', maximum: 'max' } as const;

const spreadColumns = (name: string, spread: (row: BranchRow) => Spread): TableColumn<BranchRow>[] =>
  SPREAD.map((what) => ({
    heading: `${name}: ${what}`,
    unit: 'rupees',
    value: (row) => spread(row)[SPREAD_VALUE[what]],
  }));

const BRANCH_COLUMNS: readonly TableColumn<BranchRow>[] = [
  { heading: 'Branch', value: (row) => row.label },
  { heading: 'In the batch', unit: 'count', value: (row) => row.inBatch },
  { heading: FIGURES.optedInOrPlaced.label, unit: 'count', value: (row) => row.optedInOrPlaced },
  { heading: FIGURES.placed.label, unit: 'count', value: (row) => row.placed },
  {
    heading: FIGURES.percentPlaced.label,
    unit: 'percent',
    headingHasUnit: true,
    value: (row) => row.percentPlaced,
  },
  { heading: 'Offers', unit: 'count', value: (row) => row.offers },
  {
    heading: 'Students with more than one offer',
    unit: 'count',
    value: (row) => row.studentsWithSeveralOffers,
  },
  ...spreadColumns('Fixed pay', (row) => row.fixed),
  ...spreadColumns('CTC', (row) => row.ctc),
];

export function branchTableData(report: PlacementReportResponse): TableData {
  return tableOf(BRANCH_COLUMNS, [
    ...report.branches.map((row) => ({ ...row, label: row.branch })),
    { ...report.whole, label: 'All branches' },
  ]);
}

type BatchCounts = {
  graduationYear: number;
  finalYear: number;
  placed: number;
  higherStudies: number;
  entrepreneurs: number;
};

/** The counts behind the NBA and NAAC figures, one row per graduating year. */
export function indexCountsTableData(perBatch: readonly BatchCounts[]): TableData {
  return tableOf<BatchCounts>(
    [
      { heading: 'Graduating', value: (b) => academicYear(b.graduationYear) },
      { heading: 'Final-year students', unit: 'count', value: (b) => b.finalYear },
      { heading: 'Placed', unit: 'count', value: (b) => b.placed },
      { heading: 'Higher studies', unit: 'count', value: (b) => b.higherStudies },
      { heading: 'Entrepreneurs', unit: 'count', value: (b) => b.entrepreneurs },
    ],
    perBatch,
  );
}
