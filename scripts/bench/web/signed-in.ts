import type { Page } from '@playwright/test';
import { launchBenchBrowser, slowCpu } from './chromium';
import { signIn, type DemoRole } from './sign-in';
import { recordLoad, SIGNED_IN_SCREENS, type LoadRecord, type SignedInScreen } from './signed-in-screens';

/**
 * Signed-in screens opened by deep link (issue 27): for each role, sign in once, then open each of its main
 * screens by a full page load `runs` times, with the CPU slowed `cpuSlowdown` times, and read from the page when
 * its heading and data were first on screen and the longest task until then.
 */
export interface ScreenFigures {
  screen: SignedInScreen;
  /** Time to content of each run, ms from the start of the navigation. */
  contentMs: number[];
  p50Ms: number;
  p95Ms: number;
  /** The longest main-thread task from the navigation until SETTLE_MS after the content, over every run. */
  longestTaskMs: number;
  /** The scripts that took the most time in long animation frames over the runs, longest first. */
  topScripts: { source: string; ms: number }[];
}

/** Tasks this long after the content still count: the work a screen does right after drawing its data. */
const SETTLE_MS = 1_000;
const CONTENT_TIMEOUT_MS = 60_000;
const WORKER_SETTLE_MS = 3_000;

/** Nearest-rank percentile of a non-empty list. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/** A person who signed in earlier has the app's service worker and its cached code: the loads start from there. */
async function untilOfflineCopyIsIn(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker caches the rest of the app when idle, after it activates: let it finish, as it would have.
  await page.waitForTimeout(WORKER_SETTLE_MS);
}

async function openOnce(page: Page, url: string): Promise<LoadRecord & { contentMs: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(() => window.__signedIn?.contentMs !== undefined, undefined, {
      polling: 100,
      timeout: CONTENT_TIMEOUT_MS,
    })
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
      throw new Error(`No content at ${page.url()} (asked for ${url}); the page shows: ${shown}`, {
        cause: error,
      });
    });
  await page.waitForTimeout(SETTLE_MS);
  const record = await page.evaluate(() => window.__signedIn!);
  return { ...record, contentMs: record.contentMs! };
}

function figuresOf(screen: SignedInScreen, loads: (LoadRecord & { contentMs: number })[]): ScreenFigures {
  const contentMs = loads.map((load) => Math.round(load.contentMs));
  const longestTaskMs = Math.max(
    0,
    ...loads.flatMap((load) =>
      load.tasks.filter((task) => task.start <= load.contentMs + SETTLE_MS).map((task) => task.duration),
    ),
  );
  const bySource = new Map<string, number>();
  for (const frame of loads.flatMap((load) => load.frames))
    for (const { source, duration } of frame.scripts)
      bySource.set(source, (bySource.get(source) ?? 0) + duration / loads.length);
  const topScripts = [...bySource]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([source, ms]) => ({ source, ms: Math.round(ms) }));
  return {
    screen,
    contentMs,
    p50Ms: percentile(contentMs, 0.5),
    p95Ms: percentile(contentMs, 0.95),
    longestTaskMs: Math.round(longestTaskMs),
    topScripts,
  };
}

export async function measureSignedInScreens(
  baseUrl: string,
  runs: number,
  cpuSlowdown: number,
): Promise<ScreenFigures[]> {
  const watched = Object.fromEntries(
    SIGNED_IN_SCREENS.map(({ path, heading, data }) => [path, { heading, data }]),
  );
  const browser = await launchBenchBrowser();
  const figures: ScreenFigures[] = [];
  try {
    for (const role of [...new Set(SIGNED_IN_SCREENS.map((screen) => screen.role))] as DemoRole[]) {
      // A context per role: its own cookies, storage and service worker, as a person's browser.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(recordLoad, watched);
      await signIn(page, baseUrl, role);
      await untilOfflineCopyIsIn(page);
      await slowCpu(page, cpuSlowdown);
      for (const screen of SIGNED_IN_SCREENS.filter((entry) => entry.role === role)) {
        const loads = [];
        for (let run = 0; run < runs; run += 1) loads.push(await openOnce(page, baseUrl + screen.path));
        figures.push(figuresOf(screen, loads));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
