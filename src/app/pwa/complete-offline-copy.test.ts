import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS } from '@/lib/constants';
import { COMPLETE_PRECACHE } from '@/lib/worker-messages';
import { fakeIdleBrowser } from '../../../tests/support/idle-browser';
import { completeOfflineCopy } from './complete-offline-copy';

vi.mock('sonner', () => ({ toast: vi.fn() }));

/** A page whose idle periods the test hands out, with an active worker that records what it is asked. */
function pageWithWorker() {
  const browser = fakeIdleBrowser();
  const asked: unknown[] = [];
  const worker = { postMessage: (message: unknown) => asked.push(message) };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve({ active: worker }) } });
  return {
    asked,
    /** An idle period, then the microtask in which the page acts on it. */
    async period(at: number, left: number) {
      browser.period(at, left);
      await Promise.resolve();
    },
  };
}

describe('completeOfflineCopy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the worker for the rest only once the page has been quiet, not at its first idle moment', async () => {
    const page = pageWithWorker();
    void completeOfflineCopy();
    await Promise.resolve(); // serviceWorker.ready
    await Promise.resolve();
    // The page's own background work starts at the first idle moment and leaves only short gaps.
    await page.period(0, 50);
    await page.period(60, 8);
    await page.period(120, 12);
    expect(page.asked).toEqual([]);
    for (let at = 200; at < 200 + QUIET_MS; at += 50) await page.period(at, 50);
    expect(page.asked).toEqual([]);
    await page.period(200 + QUIET_MS, 50);
    expect(page.asked).toEqual([{ type: COMPLETE_PRECACHE }]);
  });
});
