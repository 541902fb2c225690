/**
 * A headless table (TanStack Table) drawn a screenful at a time (TanStack Virtual): the server filters, sorts
 * and pages, so the table holds only the rows loaded so far and asks for the next page when the reader nears
 * the end. Heavy libraries: this module is loaded only with the round screen (docs/decisions/).
 */
import {
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row as TableRow,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { useNarrow } from './use-narrow';
import './virtual-table.css';

const TABLE_FEATURES = tableFeatures({ rowSortingFeature });
export type TableColumn<Row extends RowData> = ColumnDef<typeof TABLE_FEATURES, Row>;
export type { SortingState };

/** A line of the table; a narrow screen's stacked card starts from the second guess and measures itself. */
const ROW_HEIGHT_PX = 44;
const CARD_HEIGHT_PX = 150;
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

interface VirtualRowProps<Row extends RowData> {
  row: TableRow<typeof TABLE_FEATURES, Row>;
  index: number;
  start: number;
  /** Only a card measures itself: measuring every line as it mounts would force a layout per row. */
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
}

/**
 * One applicant's row. Memoized: a sort or filter click re-draws the header and the status at once, and the rows
 * only when the server's answer brings new ones. Each cell carries its column's name, which a phone's stacked
 * card shows beside the value (virtual-table.css).
 */
function VirtualRowView<Row extends RowData>({ row, index, start, measure }: VirtualRowProps<Row>) {
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${start}px)` }}
    >
      {row.getAllCells().map((cell) => {
        const header = cell.column.columnDef.header;
        return (
          <td
            key={cell.id}
            className={`vtable__col--${cell.column.id}`}
            data-label={typeof header === 'string' ? header : undefined}
          >
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

const VirtualRow = memo(VirtualRowView) as typeof VirtualRowView;

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
  const narrow = useNarrow(scroller);
  const tableRows = table.getRowModel().rows;
  // The app is not built with the React Compiler; the virtualizer re-renders this component as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (narrow ? CARD_HEIGHT_PX : ROW_HEIGHT_PX),
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 8,
  });
  // Lines and cards differ in height: forget what was measured when the layout switches.
  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);
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
          {items.map((item) => (
            <VirtualRow
              key={item.key}
              row={tableRows[item.index]!}
              index={item.index}
              start={item.start}
              measure={narrow ? virtualizer.measureElement : undefined}
            />
          ))}
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
