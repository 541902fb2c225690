/**
 * Tables as CSV that Excel opens right with Indian text: UTF-8 with a byte-order mark, CRLF line ends, cells quoted
 * when they hold a comma, quote or line break. A cell that starts like a formula (=, +, -, @) is written as text,
 * so a spreadsheet never runs a name such as '=HYPERLINK(…)'. Numbers are written as they are.
 */
export type CsvCell = string | number | undefined;

const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One table: its heading row, then its rows. */
export function csvText(headings: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headings, ...rows].map((row) => row.map(cellText).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
