import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { downloadTableCsv } from '../model/table-csv';
import type { TableData } from '../model/report-tables';

interface DataTableProps {
  caption: string;
  table: TableData;
  /** The CSV file's name; the table's Download CSV button saves exactly these cells. */
  csvName: string;
  /** A cell shown differently on screen (a link to the students behind a count); the CSV keeps the text. */
  renderCell?: (row: number, column: number, text: string) => ReactNode;
  /** The rows whose first cell heads the row (all of them unless told). */
  rowHeaders?: boolean;
  /** Only these rows are drawn (a page of a long list); the CSV still holds every row. */
  shownRows?: { from: number; to: number };
}

/** A report table: caption, scrollable on a phone, with its own CSV download. */
export function DataTable({
  caption,
  table,
  csvName,
  renderCell,
  rowHeaders = true,
  shownRows,
}: DataTableProps) {
  const from = shownRows?.from ?? 0;
  const rows = shownRows ? table.rows.slice(from, shownRows.to) : table.rows;
  return (
    <div className="report-table">
      <div className="report-table__bar">
        <Button
          variant="secondary"
          size="small"
          className="report-no-print"
          onClick={() => downloadTableCsv(csvName, table)}
          aria-label={`Download CSV: ${caption}`}
        >
          Download CSV
        </Button>
      </div>
      <div className="report-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {table.headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, index) => (
              <tr key={`${from + index}-${cells[0]}`}>
                {cells.map((text, column) => {
                  const content = renderCell?.(from + index, column, text) ?? text;
                  return column === 0 && rowHeaders ? (
                    <th key={column} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td key={column} className={text.startsWith('₹') ? 'report-table__money' : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
