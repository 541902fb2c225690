import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicantQuery, DriveApplicant } from '@/lib/api/applicant-contract';
import { APPLICANT_PAGE_SIZE, applicantPage } from './first-applicant-page';

export interface ApplicantPages {
  rows: DriveApplicant[];
  total: number;
  /** True while the first page of the current filter is on its way (older rows stay, marked stale). */
  loading: boolean;
  error: unknown;
  loadMore: () => void;
  reload: () => void;
}

type Filter = Omit<ApplicantQuery, 'page' | 'pageSize'>;

/**
 * The applicants the server finds for a filter and sort, a page at a time: the first page when the filter
 * changes, the next when the table asks. An answer for an older filter is dropped.
 */
export function useApplicantPages(driveId: string, filter: Filter): ApplicantPages {
  const key = JSON.stringify(filter);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ key: string; rows: DriveApplicant[]; total: number; error: unknown }>({
    key: '',
    rows: [],
    total: 0,
    error: undefined,
  });
  const current = useRef('');
  const loadingMore = useRef(false);
  const requestKey = `${reloads}:${key}`;

  useEffect(() => {
    current.current = requestKey;
    loadingMore.current = false;
    const query = { ...(JSON.parse(key) as Filter), page: '1', pageSize: String(APPLICANT_PAGE_SIZE) };
    applicantPage(driveId, query).then(
      (page) => {
        // A transition: React draws the new rows in slices between inputs, never as one long task.
        if (current.current === requestKey)
          startTransition(() =>
            setState({ key: requestKey, rows: page.items, total: page.total, error: undefined }),
          );
      },
      (error: unknown) => {
        if (current.current === requestKey) setState((old) => ({ ...old, key: requestKey, error }));
      },
    );
  }, [driveId, key, requestKey]);

  const fresh = state.key === requestKey;
  const { rows, total } = state;
  const loadMore = useCallback(() => {
    if (!fresh || loadingMore.current || rows.length >= total) return;
    loadingMore.current = true;
    const page = Math.floor(rows.length / APPLICANT_PAGE_SIZE) + 1;
    const query = {
      ...(JSON.parse(key) as Filter),
      page: String(page),
      pageSize: String(APPLICANT_PAGE_SIZE),
    };
    applicantPage(driveId, query)
      .then((next) => {
        if (current.current !== requestKey) return;
        startTransition(() =>
          setState((old) => ({ ...old, rows: [...old.rows, ...next.items], total: next.total })),
        );
      })
      .catch((error: unknown) => setState((old) => ({ ...old, error })))
      .finally(() => {
        loadingMore.current = false;
      });
  }, [fresh, rows.length, total, key, driveId, requestKey]);

  return {
    rows,
    total,
    loading: !fresh,
    error: fresh ? state.error : undefined,
    loadMore,
    reload: () => setReloads((count) => count + 1),
  };
}
