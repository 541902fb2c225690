import { useEffect, useState } from 'react';

/** Longest wait for an idle moment (browsers without requestIdleCallback wait this long too). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has had an idle moment after the first render. Work that is not needed to show the page
 * (the outbox and its IndexedDB library) waits for it, so it never competes with the first paint.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
