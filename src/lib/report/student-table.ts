/**
 * The list of students behind a figure as headings and cells, once: the report's screen draws a page of it, and the
 * export (GET /college/report/students/export) writes every row with the same cells, so the file and the screen
 * cannot disagree.
 */
import { OUTCOME_LABELS, rupeesOrDash } from './figure-text';
import type { ReportStudentRow } from './student-rows';

/** A table of text cells: what a report table shows and its CSV holds. */
export interface TableData {
  headings: readonly string[];
  rows: string[][];
}

const STUDENT_HEADINGS = [
  'Roll number',
  'Name',
  'Programme type',
  'Branch',
  'Outcome',
  'Company or institution',
  'Offer source',
  'Fixed (₹)',
  'Variable (₹)',
  'Joining bonus (₹)',
  'CTC (₹)',
] as const;

const moneyCell = (amount: number | undefined) => (amount === undefined ? '' : rupeesOrDash(amount));

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
      moneyCell(s.fixed),
      moneyCell(s.variable),
      moneyCell(s.joiningBonus),
      moneyCell(s.ctc),
    ]),
  };
}
