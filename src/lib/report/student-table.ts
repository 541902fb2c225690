/**
 * The list of students behind a figure as headings and cells, once: the report's screen draws a page of it, and the
 * export (GET /college/report/students/export) writes every row with the same values, so the file and the screen
 * cannot disagree.
 */
import { OUTCOME_LABELS } from './figure-text';
import type { ReportStudentRow } from './student-rows';
import { tableOf, type TableColumn, type TableData } from './table-data';

const money = (heading: string, value: (s: ReportStudentRow) => number | undefined) => ({
  heading,
  unit: 'rupees' as const,
  headingHasUnit: true,
  value,
});

const STUDENT_COLUMNS: readonly TableColumn<ReportStudentRow>[] = [
  { heading: 'Roll number', value: (s) => s.rollNumber },
  { heading: 'Name', value: (s) => s.name },
  { heading: 'Programme type', value: (s) => s.programmeType },
  { heading: 'Branch', value: (s) => s.branch },
  { heading: 'Outcome', value: (s) => OUTCOME_LABELS[s.outcome] },
  {
    heading: 'Company or institution',
    value: (s) => s.company ?? (s.institution ? `${s.institution}, ${s.course ?? ''}` : undefined),
  },
  { heading: 'Offer source', value: (s) => s.source },
  money('Fixed (₹)', (s) => s.fixed),
  money('Variable (₹)', (s) => s.variable),
  money('Joining bonus (₹)', (s) => s.joiningBonus),
  money('CTC (₹)', (s) => s.ctc),
];

/** A student without a value has a blank cell: a list of names reads better without a dash in every other row. */
export function studentTableData(students: readonly ReportStudentRow[]): TableData {
  return tableOf(STUDENT_COLUMNS, students, '');
}
