import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './when-idle';

/** A browser's idle callbacks, run by the test: each idle period at a time and with the time left it chooses. */
function idleBrowser() {
  let now = 0;
  let pending: IdleRequestCallback | undefined;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    pending = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => (pending = undefined));
  return {
    /** An idle period starting `at` ms with `left` ms to spare. */
    period(at: number, left: number) {
      now = at;
      const callback = pending;
      pending = undefined;
      callback?.({ didTimeout: false, timeRemaining: () => left });
    },
    get waiting() {
      return pending !== undefined;
    },
  };
}

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for quietMs of full idle periods in a row, not for the first idle moment', () => {
    const browser = idleBrowser();
    const callback = vi.fn();
    whenQuiet(callback, { quietMs: 200, timeoutMs: 10_000 });
    for (let at = 0; at < 200; at += 50) browser.period(at, 50);
    expect(callback).not.toHaveBeenCalled();
    browser.period(200, 50);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(browser.waiting).toBe(false);
  });

  it('starts counting again after a short idle period (the page was busy)', () => {
    const browser = idleBrowser();
    const callback = vi.fn();
    whenQuiet(callback, { quietMs: 200, timeoutMs: 10_000 });
    browser.period(0, 50);
    browser.period(150, 5); // a task ran: only 5 ms of this period were free
    browser.period(200, 50);
    browser.period(350, 50);
    expect(callback).not.toHaveBeenCalled();
    browser.period(400, 50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after timeoutMs when the page is never quiet, once', () => {
    const browser = idleBrowser();
    const callback = vi.fn();
    whenQuiet(callback, { quietMs: 200, timeoutMs: 1000 });
    browser.period(10, 3);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(browser.waiting).toBe(false);
  });

  it('never runs once cancelled', () => {
    const browser = idleBrowser();
    const callback = vi.fn();
    const cancel = whenQuiet(callback, { quietMs: 100, timeoutMs: 1000 });
    browser.period(0, 50);
    cancel();
    browser.period(200, 50);
    vi.advanceTimersByTime(2000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits quietMs plus the idle time-out in a browser without idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenQuiet(callback, { quietMs: 500, timeoutMs: 10_000 });
    vi.advanceTimersByTime(2499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
