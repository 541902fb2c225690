import '@/ui/styles/lists.css';
import type { ReactNode } from 'react';
import type { CandidateSummary, Page } from '@/lib/api/portal-contract';
import type { Resource } from '@/lib/use-resource';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';

interface CandidateResultsProps {
  filterLabel: string;
  fields: readonly FilterField[];
  /** The applied filters (from the URL). */
  values: Record<string, string | undefined>;
  /** A filter change replaces the history entry; a page change adds one. */
  onChange: (change: Record<string, string | number>, replace: boolean) => void;
  resource: Resource<Page<CandidateSummary>>;
  emptyText: string;
  /** What the count calls them: 'candidate' (default) or 'student'. */
  noun?: string;
  renderCandidate: (candidate: CandidateSummary) => ReactNode;
}

/** Filters, then the matching candidates a page at a time: shared by company and college Students. */
export function CandidateResults({
  filterLabel,
  fields,
  values,
  onChange,
  resource,
  emptyText,
  noun = 'candidate',
  renderCandidate,
}: CandidateResultsProps) {
  const applied = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? '']));
  return (
    <>
      <FilterBar
        label={filterLabel}
        fields={fields}
        values={applied}
        onChange={(change) => onChange(change, true)}
      />
      <ResourceState
        resource={resource}
        label="candidates"
        isEmpty={(page) => page.total === 0}
        empty={<p>{emptyText}</p>}
      >
        {(page) => (
          <>
            <p className="muted list-count" role="status">
              {`${page.total} ${noun}${page.total === 1 ? '' : 's'}`}
            </p>
            <ul className="record-list">
              {page.items.map((candidate) => (
                <li key={candidate.id}>{renderCandidate(candidate)}</li>
              ))}
            </ul>
            <Pagination
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              label="Candidate pages"
              onPage={(next) => onChange({ page: next }, false)}
            />
          </>
        )}
      </ResourceState>
    </>
  );
}
