import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IDLE_TIMEOUT_MS } from './constants';

/**
 * True once the browser has had an idle moment after the first render. Work that is not needed to show the page
 * (the outbox and its IndexedDB library) waits for it, so it never competes with the first paint.
 */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * Renders `children` after the first idle moment. A component of its own, so that moment re-renders only this,
 * not the page around it.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  return useAfterIdle() ? children : null;
}
