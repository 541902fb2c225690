import { useSearchParams } from 'wouter';
import { pageParam, updatedSearch } from '@/lib/search-params';

/** The list page in the URL, and a way to turn it (a new history entry, so Back returns to the last page). */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  return [pageParam(params), (page) => setParams((previous) => updatedSearch(previous, { page }))];
}
