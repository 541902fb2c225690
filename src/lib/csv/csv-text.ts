/**
 * The one CSV writer: every table the portal exports (the report's tables, the per-student list, the batch) is
 * written here, so Excel opens each the same way with Indian text intact: UTF-8 with a byte-order mark, CRLF line
 * ends. A cell is quoted when it holds a comma, quote, line break or byte-order mark, or begins or ends with a space
 * (which a spreadsheet would trim). A text cell that starts like a formula (=, +, -, @, tab, CR) is written as text,
 * a quote mark before it and the whole cell quoted, so a spreadsheet never runs a name such as '=HYPERLINK(…)'.
 * Numbers are written as they are: -5 is a number, not a formula.
 */
export type CsvCell = string | number | undefined;

export const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n\uFEFF]|^ | $/;

function cellText(cell: CsvCell): string {
  if (cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const formula = FORMULA_START.test(cell);
  const text = formula ? `'${cell}` : cell;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One table: its heading row, then its rows. */
export function csvText(headings: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headings, ...rows].map((row) => row.map(cellText).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
