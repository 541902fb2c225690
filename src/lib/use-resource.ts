import { useState } from 'react';
import { useLatestAnswer } from './use-latest-answer';

export interface Resource<T> {
  /** The answer for the current key; with `keepPrevious`, the last answer while a new key loads. */
  data: T | undefined;
  /** Why the current key failed, if it did. */
  error: unknown;
  /** True until the current key has an answer (also during a reload). */
  loading: boolean;
  /** Loads the current key again (after a change, or from a Try again button). */
  reload: () => void;
}

/**
 * The one data-fetching pattern of the dashboards: `load` runs whenever `key` changes (a key names everything
 * the request depends on: path, filters, page). Answers for an older key are ignored, so a slow first request
 * can never overwrite a newer one. No cache: every screen asks the server, so changes made elsewhere show.
 */
export function useResource<T>(
  key: string,
  load: () => Promise<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): Resource<T> {
  const [reloads, setReloads] = useState(0);
  const requestKey = `${reloads}:${key}`;
  const settled = useLatestAnswer(requestKey, load);
  const result = settled?.key === requestKey ? settled.result : undefined;
  const previous = keepPrevious && settled?.result.ok ? settled.result.data : undefined;
  return {
    data: result ? (result.ok ? result.data : undefined) : previous,
    error: result && !result.ok ? result.error : undefined,
    loading: !result,
    reload: () => setReloads((count) => count + 1),
  };
}
