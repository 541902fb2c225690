import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleBrowser } from '../../tests/support/idle-browser';
import { whenQuiet } from './when-idle';

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for quietMs of full idle periods in a row, not for the first idle moment', () => {
    const browser = fakeIdleBrowser();
    const callback = vi.fn();
    whenQuiet(callback, { quietMs: 200, timeoutMs: 10_000 });
    for (let at = 0; at < 200; at += 50) browser.period(at, 50);
    expect(callback).not.toHaveBeenCalled();
    browser.period(200, 50);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(browser.waiting).toBe(false);
  });

  it('starts counting again after a short idle period (the page was busy)', () => {
    const browser = fakeIdleBrowser();
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
    const browser = fakeIdleBrowser();
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
    const browser = fakeIdleBrowser();
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
