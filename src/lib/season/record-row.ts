/**
 * One spreadsheet row read into a record: each mapped cell read tolerantly (record-values.ts), a cell that cannot
 * be read reported with its text, then the record rules applied to what was read.
 */
import type { ColumnMapping, RecordField } from './record-columns';
import { recordReasons, type RecordCandidate, type RowReason } from './record-rules';
import {
  cleanCell,
  programmeOfBranch,
  readBranch,
  readCount,
  readNumber,
  readProgramme,
  readYear,
} from './record-values';

export interface ReadRow {
  /** What the row says, as far as it could be read (shown in the preview even when the row is bad). */
  candidate: RecordCandidate;
  reasons: RowReason[];
}

const unreadable = (field: RecordField, what: string, text: string): RowReason => ({
  code: field === 'branch' ? 'branch_unknown' : field === 'programme' ? 'programme_unknown' : 'required',
  field,
  message: text ? `${what} “${text}” cannot be read` : `${what} is missing`,
});

/** Reads a row of cells with the mapping; unreadable cells become reasons, then the record rules run. */
export function readRecordRow(cells: readonly string[], mapping: ColumnMapping): ReadRow {
  const text = (field: RecordField) => {
    const index = mapping[field];
    return index === undefined ? '' : cleanCell(cells[index]);
  };
  const reasons: RowReason[] = [];
  function read<T>(
    field: RecordField,
    what: string,
    reader: (cell: string) => T | undefined,
    fallback: T,
  ): T {
    const value = reader(text(field));
    if (value !== undefined) return value;
    reasons.push(unreadable(field, what, text(field)));
    return fallback;
  }
  const optionalPercent = (field: 'twelfthPercent' | 'diplomaPercent', what: string) =>
    text(field) ? read(field, what, readNumber, Number.NaN) : undefined;

  const branchText = text('branch');
  const branchRead = readBranch(branchText);
  const programmeText = text('programme');
  const programme =
    (programmeText ? readProgramme(programmeText) : undefined) ??
    branchRead.programme ??
    (branchRead.branch && !programmeText ? programmeOfBranch(branchRead.branch) : undefined);
  if (programmeText && !programme) reasons.push(unreadable('programme', 'Programme', programmeText));
  const twelfthPercent = optionalPercent('twelfthPercent', '12th %');
  const diplomaPercent = optionalPercent('diplomaPercent', 'Diploma %');

  const candidate: RecordCandidate = {
    rollNumber: text('rollNumber'),
    name: text('name'),
    email: text('email'),
    programme: programme ?? programmeText,
    branch: branchRead.branch ?? branchText,
    graduationYear: read('graduationYear', 'Graduation year', readYear, Number.NaN),
    cgpa: read('cgpa', 'CGPA', readNumber, Number.NaN),
    tenthPercent: read('tenthPercent', '10th %', readNumber, Number.NaN),
    ...(twelfthPercent === undefined ? {} : { twelfthPercent }),
    ...(diplomaPercent === undefined ? {} : { diplomaPercent }),
    activeBacklogs: read('activeBacklogs', 'Active backlogs', readCount, Number.NaN),
    totalBacklogs: read('totalBacklogs', 'Total backlogs', readCount, Number.NaN),
  };
  // A value that could not be read is already reported; the rules report only what was read and is wrong.
  const unread = new Set(reasons.map((item) => item.field));
  // With no programme column, the programme follows the branch: an unknown branch is the one reason.
  if (!programmeText) unread.add('programme');
  reasons.push(...recordReasons(candidate).filter((item) => !unread.has(item.field)));
  return { candidate, reasons };
}
