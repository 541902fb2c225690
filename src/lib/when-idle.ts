import { IDLE_TIMEOUT_MS, QUIET_MS, QUIET_TIMEOUT_MS } from './constants';

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

/**
 * An idle period with at least this much time left is a quiet one: the browser gives up to 50 ms when nothing
 * waits (no task, no frame), much less between the frames of a busy page.
 */
const QUIET_PERIOD_MS = 40;

/**
 * Runs `callback` once the page has had nothing to do for `quietMs` in a row: idle periods of (nearly) the full
 * 50 ms, back to back. The first idle moment is not enough for work heavy enough to slow the page's own start,
 * whose background tasks (opening IndexedDB, the outbox's first look) come in several steps with idle gaps between
 * them. Runs after `timeoutMs` at the latest (a page that animates all the time is never quiet), and after
 * `quietMs + IDLE_TIMEOUT_MS` in browsers without requestIdleCallback. Returns a cancel function.
 */
export function whenQuiet(
  callback: () => void,
  { quietMs = QUIET_MS, timeoutMs = QUIET_TIMEOUT_MS }: { quietMs?: number; timeoutMs?: number } = {},
): () => void {
  let idleHandle: number | undefined;
  const hasIdleCallbacks = typeof globalThis.requestIdleCallback === 'function';
  const cancel = () => {
    clearTimeout(latest);
    if (idleHandle !== undefined) globalThis.cancelIdleCallback(idleHandle);
  };
  const finish = () => {
    cancel();
    callback();
  };
  const latest = setTimeout(finish, hasIdleCallbacks ? timeoutMs : quietMs + IDLE_TIMEOUT_MS);
  if (!hasIdleCallbacks) return cancel;

  let quietSince: number | undefined;
  const onIdle = (deadline: IdleDeadline) => {
    const now = performance.now();
    if (deadline.timeRemaining() >= QUIET_PERIOD_MS) quietSince ??= now;
    else quietSince = undefined;
    if (quietSince !== undefined && now - quietSince >= quietMs) finish();
    else idleHandle = globalThis.requestIdleCallback(onIdle);
  };
  idleHandle = globalThis.requestIdleCallback(onIdle);
  return cancel;
}
