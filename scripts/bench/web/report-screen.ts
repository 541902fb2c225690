import type { Page } from '@playwright/test';
import { academicYear } from '../../../src/lib/report/nirf';
import { launchBenchBrowser, PHONE_CPU_SLOWDOWN, slowCpu } from './chromium';
import { signIn } from './sign-in';

/**
 * The placement report screen on the large campus (demo build, `?mockSeed=large`), CPU slowed 4x: the TPO opens
 * the report from the dashboard's menu, then switches the batch shown by branch. In the demo the mock backend runs
 * in the page (msw), so the report endpoint's work counts as the page's. For each, the time from the input until
 * every section shows the new figures, and the longest main-thread task seen meanwhile (Long Tasks API).
 */

export interface ReportScreenStep {
  ms: number;
  longestTaskMs: number;
}

export interface ReportScreenFigures {
  open: ReportScreenStep;
  switchBatch: ReportScreenStep;
}

declare global {
  interface Window {
    __reportTasks?: number[];
  }
}

async function step(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<void>,
): Promise<ReportScreenStep> {
  await page.evaluate(() => (window.__reportTasks = []));
  const started = Date.now();
  await act();
  await done();
  const ms = Date.now() - started;
  // Tasks end before the observer reports them: let the last one arrive.
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => window.__reportTasks ?? []);
  return { ms, longestTaskMs: Math.round(Math.max(0, ...tasks)) };
}

export async function measureReportScreen(
  baseUrl: string,
  largeCampusQuery: string,
): Promise<ReportScreenFigures> {
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      window.__reportTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__reportTasks?.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await signIn(page, baseUrl, 'tpo', largeCampusQuery);
    await page.getByRole('link', { name: 'Placement report' }).first().waitFor({ timeout: 60_000 });
    // Let the dashboard's own loading finish before the clock starts.
    await page.waitForTimeout(2_000);
    await slowCpu(page, PHONE_CPU_SLOWDOWN);
    // Waited for with cheap checks every 100 ms: Playwright's role queries run in the page and are long tasks
    // themselves at this size.
    const chartsOf = (year: string) =>
      page.waitForFunction(
        (heading) => document.getElementById('charts-heading')?.textContent === heading,
        `Charts, graduating ${year}`,
        { polling: 100, timeout: 120_000 },
      );
    const open = await step(
      page,
      () => page.locator(`a[href="/college/report"]`).first().click(),
      () => page.locator('#claims-heading').waitFor({ timeout: 120_000 }),
    );
    const batchSelect = page.locator('.report-header__batch select');
    const options = await batchSelect
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    const other = options[0]!;
    const switchBatch = await step(
      page,
      async () => {
        await batchSelect.selectOption(other);
      },
      () => chartsOf(academicYear(Number(other))).then(() => undefined),
    );
    return { open, switchBatch };
  } finally {
    await browser.close();
  }
}
