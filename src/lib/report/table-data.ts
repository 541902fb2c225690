/**
 * A report table from its columns, once for the screen and once for a spreadsheet. The screen reads "₹7,20,000",
 * "6.9%" and "—"; a spreadsheet must add the column up, so its CSV holds 720000, 6.9 and an empty cell, with the
 * unit in the column's heading ("Fixed pay: median (₹)"). Both come from the same values, so they cannot disagree.
 */
import type { CsvCell } from '../csv/csv-text';
import { DASH, percentOrDash, rupeesOrDash } from './figure-text';

/** What a column's numbers are: rupees and per cent are written with their sign on screen, in the heading in a CSV. */
type Unit = 'rupees' | 'percent' | 'count';

export interface TableColumn<Row> {
  heading: string;
  /** A number column's unit (text columns have none). */
  unit?: Unit;
  /** When the heading already names its unit (NIRF's "(Amount in Rs.)"), the CSV keeps it as it is. */
  headingHasUnit?: boolean;
  /** The cell's value: undefined when there is none ("—" on screen, empty in the CSV). */
  value: (row: Row) => string | number | undefined;
  /** The screen's text of a value, where the unit's usual writing is not what the table shows. */
  text?: (value: number) => string;
}

/** A table of text cells as the screen shows it, and the same table for a spreadsheet. */
export interface TableData {
  headings: readonly string[];
  rows: string[][];
  csv: { headings: readonly string[]; rows: CsvCell[][] };
}

const UNIT_SIGN: Record<Unit, string> = { rupees: '₹', percent: '%', count: '' };

function screenText<Row>(column: TableColumn<Row>, value: string | number | undefined, empty: string) {
  if (value === undefined) return empty;
  if (typeof value === 'string') return value;
  if (column.text) return column.text(value);
  if (column.unit === 'rupees') return rupeesOrDash(value);
  if (column.unit === 'percent') return percentOrDash(value);
  return String(value);
}

/** A spreadsheet's value: a share to one decimal, as the screen rounds it; a blank for none. */
function csvValue<Row>(column: TableColumn<Row>, value: string | number | undefined): CsvCell {
  if (value === undefined || value === DASH) return undefined;
  if (typeof value === 'number' && column.unit === 'percent') return Math.round(value * 10) / 10;
  return value;
}

function csvHeading<Row>(column: TableColumn<Row>): string {
  const sign = column.unit ? UNIT_SIGN[column.unit] : '';
  return sign && !column.headingHasUnit ? `${column.heading} (${sign})` : column.heading;
}

/** `empty`: what the screen shows for no value ("—", or a blank cell in a list of students). */
export function tableOf<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  empty: string = DASH,
): TableData {
  return {
    headings: columns.map((column) => column.heading),
    rows: rows.map((row) => columns.map((column) => screenText(column, column.value(row), empty))),
    csv: {
      headings: columns.map(csvHeading),
      rows: rows.map((row) => columns.map((column) => csvValue(column, column.value(row)))),
    },
  };
}
