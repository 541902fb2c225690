/**
 * A batch file in and out: CSV read with papaparse (any delimiter it detects, quoted cells, a UTF-8 byte-order
 * mark), every row read and checked; and the batch written back by the portal's one CSV writer (src/lib/csv).
 * Pure and synchronous: the import screen runs it in a Web Worker, the benchmark and tests call it directly.
 */
import Papa from 'papaparse';
import { BYTE_ORDER_MARK, csvText } from '../csv/csv-text';
import {
  EXPORT_HEADINGS,
  missingColumns,
  RECORD_FIELDS,
  suggestMapping,
  type ColumnMapping,
  type RecordField,
} from './record-columns';
import { duplicateReasons, type RecordCandidate, type RowReason } from './record-rules';
import { readRecordRow } from './record-row';
import type { StudentRecord } from './student-record';

export interface PreviewRow {
  /** The row's number as a spreadsheet shows it (the heading row is 1). */
  row: number;
  candidate: RecordCandidate;
  reasons: RowReason[];
}

export interface BatchPreview {
  headings: string[];
  mapping: ColumnMapping;
  /** Required columns the mapping does not fill: nothing can be imported until they are chosen. */
  missing: RecordField[];
  rows: PreviewRow[];
}

/** How many rows are read between two progress reports. */
const PROGRESS_EVERY = 250;

/** The rows of a CSV text as cells, blank lines skipped. */
export function csvRows(text: string): string[][] {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  return Papa.parse<string[]>(body, { skipEmptyLines: 'greedy' }).data;
}

/**
 * Reads a batch file: headings matched (or the mapping the TPO chose), each row read and checked, repeats of a roll
 * number or e-mail reported on the later row. `onProgress(done, total)` is called as rows are read.
 */
export function readBatchCsv(
  text: string,
  chosenMapping?: ColumnMapping,
  onProgress?: (done: number, total: number) => void,
): BatchPreview {
  const [headings = [], ...cells] = csvRows(text);
  const mapping = chosenMapping ?? suggestMapping(headings);
  const missing = missingColumns(mapping);
  const rows: PreviewRow[] = [];
  cells.forEach((rowCells, index) => {
    rows.push({ row: index + 2, ...readRecordRow(rowCells, mapping) });
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.(index + 1, cells.length);
  });
  const repeats = duplicateReasons(
    rows.map(({ candidate }) => candidate),
    (index) => `row ${index + 2}`,
  );
  for (const [index, reasons] of repeats) rows[index]?.reasons.push(...reasons);
  onProgress?.(cells.length, cells.length);
  return { headings, mapping, missing, rows };
}

/** The batch as CSV with the export headings (which re-import matches), UTF-8 with a BOM for Excel. */
export function recordsToCsv(records: readonly StudentRecord[]): string {
  return csvText(
    EXPORT_HEADINGS,
    records.map((record) => RECORD_FIELDS.map((field) => record[field])),
  );
}
