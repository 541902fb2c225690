import type { ReactNode } from 'react';
import type { Page } from '@/lib/api/paging-contract';
import type { CandidateSummary } from '@/lib/api/portal-contract';
import { useResource } from '@/lib/use-resource';
import { FilterBar, type FilterField } from '@/ui/filter-bar';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { useSearchUpdate } from '@/ui/screen/use-page-param';

type FilterQuery = Partial<Record<string, string>>;

interface CandidateResultsProps<Q extends FilterQuery> {
  filterLabel: string;
  fields: readonly FilterField[];
  /** Names the request ('college-students'); the applied filters complete its key. */
  name: string;
  /** The filters in the URL, as the request takes them. */
  readQuery: (params: URLSearchParams) => Q;
  load: (query: Q) => Promise<Page<CandidateSummary>>;
  emptyText: string;
  /** What the count calls them: 'candidate' (default) or 'student'. */
  noun?: string;
  renderCandidate: (candidate: CandidateSummary) => ReactNode;
}

/**
 * Filters, then the matching candidates a page at a time: shared by company and college Students. The filters
 * live in the URL; a filter change replaces the history entry, a page change adds one.
 */
export function CandidateResults<Q extends FilterQuery>({
  filterLabel,
  fields,
  name,
  readQuery,
  load,
  emptyText,
  noun = 'candidate',
  renderCandidate,
}: CandidateResultsProps<Q>) {
  const [params, update] = useSearchUpdate();
  const query = readQuery(params);
  const applied = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value ?? '']));
  const resource = useResource(`${name}?${new URLSearchParams(applied).toString()}`, () => load(query), {
    keepPrevious: true,
  });
  return (
    <>
      <FilterBar label={filterLabel} fields={fields} values={applied} onChange={update} />
      <PagedRecordList
        resource={resource}
        label="candidates"
        empty={<p>{emptyText}</p>}
        pagesLabel="Candidate pages"
        onPage={(page) => update({ page })}
        keyOf={(candidate) => candidate.id}
        renderItem={renderCandidate}
        noun={noun}
      />
    </>
  );
}
