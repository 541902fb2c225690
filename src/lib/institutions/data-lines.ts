/** One data line of a data/ file and where it is (1-based), for error messages. */
export interface DataLine {
  line: string;
  number: number;
}

/** The data lines of a data/ file: blank lines and '#' comments skipped, any line ending. */
export function dataLines(text: string): DataLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
}

/**
 * The tab-separated cells of each data line, trimmed. A line with fewer than `columns` non-empty leading cells
 * is an error naming the file and line: the data files are edited by hand and must fail loudly.
 */
export function tsvRows(text: string, file: string, columns: readonly string[]): string[][] {
  return dataLines(text).map(({ line, number }) => {
    const cells = line.split('\t').map((cell) => cell.trim());
    if (cells.length < columns.length || cells.slice(0, columns.length).some((cell) => !cell)) {
      throw new Error(`${file} line ${number}: expected ${columns.join('<TAB>')}`);
    }
    return cells;
  });
}
