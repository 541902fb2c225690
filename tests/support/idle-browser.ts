import { vi } from 'vitest';

/**
 * The browser's idle callbacks and clock, run by the test (requestIdleCallback, cancelIdleCallback and
 * performance.now stubbed): `period(at, left)` starts an idle period at `at` ms with `left` ms to spare and runs the
 * callback waiting for it. Undo with vi.unstubAllGlobals() and vi.restoreAllMocks().
 */
export function fakeIdleBrowser() {
  let now = 0;
  let pending: IdleRequestCallback | undefined;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    pending = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => (pending = undefined));
  return {
    period(at: number, left: number) {
      now = at;
      const callback = pending;
      pending = undefined;
      callback?.({ didTimeout: false, timeRemaining: () => left });
    },
    /** A callback waits for the next idle period. */
    get waiting() {
      return pending !== undefined;
    },
  };
}
