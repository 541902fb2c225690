import '@/ui/styles/lists.css';
import type { ReactNode } from 'react';
import type { Page } from '@/lib/api/paging-contract';
import { countText } from '@/lib/count-text';
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
  /** What the count line above the records calls one ('drive': '3 drives'), when a count is all it says. */
  noun?: string;
  /** A line above the records saying more than their count ('2 unread of 9'). */
  summary?: (page: Page<T>) => ReactNode;
}

const countLine = (total: number, noun: string) => (
  <p className="muted list-count" role="status">
    {countText(total, noun)}
  </p>
);

/** A server-paged list of record cards: loading, error and empty states, the cards, then previous / next. */
export function PagedRecordList<T>({
  resource,
  label,
  empty,
  pagesLabel,
  onPage,
  keyOf,
  renderItem,
  noun,
  summary,
}: PagedRecordListProps<T>) {
  return (
    <ResourceState resource={resource} label={label} isEmpty={(page) => page.total === 0} empty={empty}>
      {(page) => (
        <>
          {summary ? summary(page) : noun && countLine(page.total, noun)}
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
