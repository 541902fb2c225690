import { useSearchParams } from 'wouter';
import { pageParam, updatedSearch } from '@/lib/search-params';

type SearchChange = Record<string, string | number | undefined>;

/**
 * The URL's search params, and a way to change some of them. A filter change replaces the history entry (and goes
 * back to the first page); turning the page adds one, so Back returns to the last page.
 */
export function useSearchUpdate(): [params: URLSearchParams, update: (change: SearchChange) => void] {
  const [params, setParams] = useSearchParams();
  return [
    params,
    (change) => setParams((previous) => updatedSearch(previous, change), { replace: !('page' in change) }),
  ];
}

/** The list page in the URL, and a way to turn it. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, update] = useSearchUpdate();
  return [pageParam(params), (page) => update({ page })];
}
