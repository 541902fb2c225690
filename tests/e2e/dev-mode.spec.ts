import { expect, test, type Page } from './support/test';
import { DEMO_LOGINS, demoLogin, type DemoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { openDrive, VALIDATION } from './support/season-drives';

/**
 * Issue 33: the dev mode (`npm run dev`: Vite in development mode, the msw mock in the page) signs people in and
 * every screen works on it, as on the demo build. This spec runs against the dev server itself (the 'dev-mode'
 * project in playwright.config.ts). Before the fix, msw's worker held every module request whose path holds
 * "/api/" (the contract's own files under src/lib/api) until the mock's routes loaded, and the routes were made of
 * those modules: every sign-in ended in "Network error" after the client's 5 s timeout.
 */

/** Each side's drives screen, with what shows it has its data. */
async function openDrivesScreen(page: Page, login: DemoLogin, listPath: string, heading = 'Drives') {
  await signIn(page, login);
  await page.goto(listPath);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
}

test.describe('the dev mode on the mock backend', () => {
  // The dev server compiles each module at its first request: a cold first screen takes a while on 2 cores, and
  // the six sign-ins took 47 s on a cold server here.
  test.describe.configure({ timeout: 120_000 });

  test('every demo account signs in and out', async ({ page }) => {
    for (const login of DEMO_LOGINS) {
      await signIn(page, login);
      await expect(page.getByText(login.name).first()).toBeVisible();
      await signOut(page);
    }
  });

  test('the TPO signs in and opens the drives, a drive, the season and the report', async ({ page }) => {
    await openDrivesScreen(page, demoLogin('tpo@example.com'), '/college/drives');
    await openDrive(page, '/college/drives', 'Rounds in progress', VALIDATION);
    await page.goto('/college/season');
    await expect(page.getByRole('heading', { level: 1, name: 'Placement season' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Students in the batch$/ })).toBeVisible();
    await page.goto('/college/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Placement report' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^NIRF / }).first()).toBeVisible();
  });

  test('a company signs in and opens its drives and a round', async ({ page }) => {
    await openDrivesScreen(page, demoLogin('lead@example.com'), '/company/drives');
    await openDrive(page, '/company/drives', 'Rounds in progress', VALIDATION);
  });

  test('a student signs in and opens her drives, each with whether she is eligible', async ({ page }) => {
    await openDrivesScreen(page, demoLogin('student@example.com'), '/student/drives', 'Placement drives');
    await expect(page.locator('.drive-card').first()).toBeVisible();
  });

  test('a hard reload of a signed-in screen starts uncontrolled, is claimed, and still gets its data', async ({
    page,
  }) => {
    await openDrivesScreen(page, demoLogin('student@example.com'), '/student/drives', 'Placement drives');
    // A hard reload (Shift+Reload) opens the page without its service worker: the mock's start asks the worker to
    // claim it (untilControlled in mocks/browser.ts, skipped in DEV before issue 33) instead of leaving it to msw,
    // which reloads such a page once more and loses what was typed meanwhile.
    await page.addInitScript(() => {
      Object.assign(window, { __controlledAtStart: Boolean(navigator.serviceWorker.controller) });
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.waitForFunction(() => 'portalMock' in window);
    await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        atStart: (window as unknown as { __controlledAtStart: boolean }).__controlledAtStart,
        now: Boolean(navigator.serviceWorker.controller),
      })),
    ).toEqual({ atStart: false, now: true });
    expect(navigations).toHaveLength(1);
  });

  test("only /api is the mock's business: module requests never go through its worker", async ({ page }) => {
    const viaWorker: string[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (request.serviceWorker() || url.pathname.startsWith('/api/')) return;
      // Answered by the page's service worker: msw's passthrough would show here as a worker-fetched response.
      void request.response().then((response) => {
        if (response?.fromServiceWorker()) viaWorker.push(url.pathname);
      });
    });
    await openDrivesScreen(page, demoLogin('tpo@example.com'), '/college/drives');
    expect(viaWorker).toEqual([]);
  });
});
