import { useEffect, useLayoutEffect, useRef, useState } from 'react';

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

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
  const [settled, setSettled] = useState<{ key: string; result: Settled<T> }>();
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setSettled({ key: requestKey, result: { ok: true, data } }),
      (error: unknown) => current && setSettled({ key: requestKey, result: { ok: false, error } }),
    );
    return () => {
      current = false;
    };
  }, [requestKey]);

  const result = settled?.key === requestKey ? settled.result : undefined;
  const previous = keepPrevious && settled?.result.ok ? settled.result.data : undefined;
  return {
    data: result ? (result.ok ? result.data : undefined) : previous,
    error: result && !result.ok ? result.error : undefined,
    loading: !result,
    reload: () => setReloads((count) => count + 1),
  };
}
