import { useId } from 'react';

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A content table. In a narrow column (a phone) each row becomes a card: the row's first cell as its title and
 * every other cell under its column's name (site-content.css), so no text is cut off at the edge. The explicit
 * roles keep it a table for screen readers after CSS changes its display (WebKit drops table semantics then);
 * the visible column names in the cards are hidden from them, as the header row already names each cell.
 * Wider, it is a plain table that scrolls inside its own focusable, named box if it must.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table" role="table">
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} role="row">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" role="rowheader">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} role="cell">
                    <span className="data-table__label" aria-hidden="true">
                      {columns[cellIndex]}
                    </span>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
