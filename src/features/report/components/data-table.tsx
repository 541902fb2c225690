import { useId, useRef, type ReactNode } from 'react';
import type { TableData } from '@/lib/report/table-data';
import { Button } from '@/ui/button';
import { useSidewaysOverflow } from '@/ui/use-sideways-overflow';
import { downloadTableCsv } from '../model/table-csv';

interface DataTableProps {
  caption: string;
  table: TableData;
  /** The CSV file's name; the table's Download CSV button saves exactly these cells. */
  csvName: string;
  /** Downloads the CSV another way (a list paged by the server: its every row comes from the server). */
  download?: () => void;
  /** A cell shown differently on screen (a link to the students behind a count); the CSV keeps the text. */
  renderCell?: (row: number, column: number, text: string) => ReactNode;
  /** The rows whose first cell heads the row (all of them unless told). */
  rowHeaders?: boolean;
  /** A modifier of the table's look ('nirf': NIRF's ten columns fit a desktop's width). */
  variant?: 'nirf';
}

/**
 * A report table: caption, its own CSV download, and a named scroll region a keyboard can reach (Tab, then the
 * arrow keys), which says that it scrolls sideways when its columns do not fit. The caption is shown above the
 * region, where it wraps: inside it, it was as wide as the table and a phone cut it off at the edge. The table keeps
 * it as its own (hidden) caption, so it is still the table's name.
 */
export function DataTable({
  caption,
  table,
  csvName,
  download,
  renderCell,
  rowHeaders = true,
  variant,
}: DataTableProps) {
  const hintId = useId();
  const titleId = useId();
  const scrollBox = useRef<HTMLDivElement>(null);
  const scrolls = useSidewaysOverflow(scrollBox);
  return (
    <div className={variant ? `report-table report-table--${variant}` : 'report-table'}>
      <p id={titleId} className="report-table__title" aria-hidden="true">
        {caption}
      </p>
      <div className="report-table__bar">
        {scrolls && (
          <p id={hintId} className="report-table__hint">
            Scroll sideways for every column.
          </p>
        )}
        <Button
          variant="secondary"
          size="small"
          className="report-no-print"
          onClick={() => (download ? download() : downloadTableCsv(csvName, table))}
          aria-label={`Download CSV: ${caption}`}
        >
          Download CSV
        </Button>
      </div>
      <div
        ref={scrollBox}
        className="report-table__scroll"
        role="region"
        aria-labelledby={titleId}
        aria-describedby={scrolls ? hintId : undefined}
        tabIndex={0}
      >
        <table>
          <caption className="visually-hidden">{caption}</caption>
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
            {table.rows.map((cells, index) => (
              <tr key={`${index}-${cells[0]}`}>
                {cells.map((text, column) => {
                  const content = renderCell?.(index, column, text) ?? text;
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
