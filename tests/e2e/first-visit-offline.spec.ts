import { expect, test, type Page } from './support/test';
import { PRODUCTION_URL } from './support/servers';

/**
 * Issue 27: a first visit that loses its connection at the earliest moment a service worker controls the page
 * (its offline copy only just begun) never shows a blank page. The page reloaded and a deep link each show
 * something a person can read: the page itself, or a page that says this device has no offline copy yet.
 */

/**
 * Resolves at the earliest moment a service worker answers this page's navigations: once one is active (the demo's
 * worker then also claims the open page; production's controls the next load).
 */
async function waitForActiveWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** A readable page: a main heading, and text in the body (never a white page). */
async function expectReadable(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.locator('body').innerText()).trim()).not.toBe('');
}

const FIRST_VISITS = [
  { build: 'demo build', baseURL: undefined, deepLinks: ['/login', '/college/dashboard', '/student/drives'] },
  { build: 'production build', baseURL: PRODUCTION_URL, deepLinks: ['/login', '/student/dashboard'] },
];

for (const { build, baseURL, deepLinks } of FIRST_VISITS) {
  test.describe(`a first visit that goes offline at once (${build})`, () => {
    if (baseURL) test.use({ baseURL });

    test('/ reloaded and deep links each show a readable page', async ({ page, context }) => {
      await page.goto('/');
      await waitForActiveWorker(page);
      await context.setOffline(true);

      await page.reload();
      await expectReadable(page);
      for (const path of deepLinks) {
        await page.goto(path);
        await expectReadable(page);
      }
    });
  });
}
