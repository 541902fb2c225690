/**
 * A headless table (TanStack Table) drawn a screenful at a time (TanStack Virtual): the server filters, sorts
 * and pages, so the table holds only the rows loaded so far and asks for the next page when the reader nears
 * the end. Heavy libraries: this module is loaded only with the round screen (docs/decisions.md).
 */
import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import './virtual-table.css';

const TABLE_FEATURES = tableFeatures({ rowSortingFeature });
export type TableColumn<Row extends RowData> = ColumnDef<typeof TABLE_FEATURES, Row>;
export type { SortingState };

const ROW_HEIGHT_PX = 44;
/** Ask for the next page this many rows before the end of what is loaded. */
const LOAD_AHEAD_ROWS = 20;

interface VirtualTableProps<Row extends RowData> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** Rows the server has for the current filter (the table may hold fewer so far). */
  total: number;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  onNeedMore: () => void;
}

function sortLabel(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

function VirtualTableView<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  total,
  sorting,
  onSortingChange,
  onNeedMore,
}: VirtualTableProps<Row>) {
  const table = useTable({
    features: TABLE_FEATURES,
    columns,
    data: rows,
    getRowId: rowId,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
  });
  const scroller = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  // The app is not built with the React Compiler; the virtualizer re-renders this component as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  const needMore = rows.length < total && lastShown >= rows.length - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (needMore) onNeedMore();
  }, [needMore, onNeedMore]);

  return (
    <div ref={scroller} className="vtable" tabIndex={0} role="region" aria-label={caption}>
      <table aria-rowcount={total + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const canSort = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={canSort ? sortLabel(sorted) : undefined}
                    className={`vtable__col--${header.column.id}`}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="vtable__sort"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = tableRows[item.index]!;
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT_PX }}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`vtable__col--${cell.column.id}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {total === 0 && <p className="vtable__empty muted">No applicants match these filters.</p>}
      {rows.length < total && (
        <p className="vtable__more muted" role="status">
          Showing {rows.length} of {total}; more load as you scroll.
        </p>
      )}
    </div>
  );
}

/** Drawn again only when its own props change (a new pick re-renders the checkboxes alone, through a context). */
export const VirtualTable = memo(VirtualTableView) as typeof VirtualTableView;
