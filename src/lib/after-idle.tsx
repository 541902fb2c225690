import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './when-idle';

/**
 * True once the browser has had an idle moment after the first render. Work that is not needed to show the page
 * (the outbox and its IndexedDB library) waits for it, so it never competes with the first paint.
 */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/**
 * Renders `children` after the first idle moment. A component of its own, so that moment re-renders only this,
 * not the page around it.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  return useAfterIdle() ? children : null;
}
