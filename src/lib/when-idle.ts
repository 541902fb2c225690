import { IDLE_TIMEOUT_MS } from './constants';

/**
 * Runs `callback` at the browser's next idle moment (at the latest after IDLE_TIMEOUT_MS; browsers without
 * requestIdleCallback wait that long). Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
