import '@/ui/styles/lists.css';
import type { ReactNode } from 'react';
import type { Page } from '@/lib/api/paging-contract';
import type { Resource } from '@/lib/use-resource';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';

interface PagedRecordListProps<T> {
  resource: Resource<Page<T>>;
  /** What is loading, for the screen reader ('companies'). */
  label: string;
  /** Shown when the list has no records at all. */
  empty: ReactNode;
  /** Names the page navigation ('Job pages'). */
  pagesLabel: string;
  onPage: (page: number) => void;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** A line above the records, such as their count. */
  summary?: (page: Page<T>) => ReactNode;
}

/** A server-paged list of record cards: loading, error and empty states, the cards, then previous / next. */
export function PagedRecordList<T>({
  resource,
  label,
  empty,
  pagesLabel,
  onPage,
  keyOf,
  renderItem,
  summary,
}: PagedRecordListProps<T>) {
  return (
    <ResourceState resource={resource} label={label} isEmpty={(page) => page.total === 0} empty={empty}>
      {(page) => (
        <>
          {summary?.(page)}
          <ul className="record-list">
            {page.items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pagination
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            label={pagesLabel}
            onPage={onPage}
          />
        </>
      )}
    </ResourceState>
  );
}
