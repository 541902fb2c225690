import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * The answer to the latest question only. `ask` runs whenever `key` changes (after `delayMs`, when given, so
 * fast typing asks once); the answer to an older key is ignored, so a slow answer can never overwrite a newer
 * one. A null key asks nothing. Returns the last settled answer with the key it belongs to: a caller compares
 * that key with its current one to tell a fresh answer from a stale or pending one. React hook (src/lib holds a
 * few such building blocks; see docs/architecture.md).
 */
export function useLatestAnswer<T>(
  key: string | null,
  ask: (key: string) => Promise<T>,
  { delayMs = 0 }: { delayMs?: number } = {},
): { key: string; result: Settled<T> } | undefined {
  const [settled, setSettled] = useState<{ key: string; result: Settled<T> }>();
  const latestAsk = useRef(ask);
  useLayoutEffect(() => {
    latestAsk.current = ask;
  });

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    // The answer is drawn as a transition: React renders it in short tasks, so a screen filling with a list of
    // answers does not block the page for one long task on a slow phone.
    const settle = (result: Settled<T>) => current && startTransition(() => setSettled({ key, result }));
    const run = () =>
      latestAsk.current(key).then(
        (data) => settle({ ok: true, data }),
        (error: unknown) => settle({ ok: false, error }),
      );
    const timer = delayMs > 0 ? setTimeout(run, delayMs) : undefined;
    if (timer === undefined) void run();
    return () => {
      // A newer key supersedes this one: its answer, if it still comes, is ignored.
      current = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);

  return settled;
}
