import { useState } from 'react';
import { DRIVE_STATES } from '@/lib/season/machines';
import { useResource } from '@/lib/use-resource';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { listDrives, type Side } from '../api/season-api';
import { DRIVE_STATE_LABELS } from '../model/season-text';
import { DriveCard } from './drive-card';

const PAGE_SIZE = 20;
const FIELDS: readonly FilterField[] = [
  { name: 'query', label: 'Company, college or job', kind: 'text', wide: true },
  {
    name: 'state',
    label: 'State',
    kind: 'select',
    anyLabel: 'Every state',
    options: DRIVE_STATES.map((state) => ({ value: state, label: DRIVE_STATE_LABELS[state] })),
  },
];

/** A side's drives, filtered by state and words, paged by the server. */
export function DriveList({ side, initialState = '' }: { side: Side; initialState?: string }) {
  const [filters, setFilters] = useState<Record<string, string>>({ query: '', state: initialState });
  const [page, setPage] = useState(1);
  const query = {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.state ? { state: filters.state as (typeof DRIVE_STATES)[number] } : {}),
    sort: 'deadline' as const,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  };
  const drives = useResource(`drives:${side}:${JSON.stringify(query)}`, () => listDrives(side, query), {
    keepPrevious: true,
  });
  return (
    <>
      <FilterBar
        label="Filter drives"
        fields={FIELDS}
        values={filters}
        onChange={(change) => {
          setFilters({ ...filters, ...change });
          setPage(1);
        }}
      />
      <ResourceState
        resource={drives}
        label="drives"
        isEmpty={(data) => data.items.length === 0}
        empty={<p>No drives match these filters.</p>}
      >
        {(data) => (
          <>
            <p className="list-count" role="status">
              {data.total} {data.total === 1 ? 'drive' : 'drives'}
            </p>
            <div className="record-list">
              {data.items.map((drive) => (
                <DriveCard key={drive.id} drive={drive} side={side} />
              ))}
            </div>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              label="Drive pages"
            />
          </>
        )}
      </ResourceState>
    </>
  );
}
