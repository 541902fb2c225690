import { expect, test, type BrowserContext, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { demoChunkOf } from './support/built-chunks';
import { PRODUCTION_URL } from './support/servers';
import { pageModuleOf } from '../../src/app/prerender/prerendered-pages';

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

/** Page modules whose code never reaches this device: the connection dropped before the idle caching got to them. */
async function neverArrives(context: BrowserContext, modules: string[]) {
  for (const chunk of modules.map(demoChunkOf))
    await context.route(`**/${chunk}`, (route) => route.abort('internetdisconnected'));
}

const NOT_SAVED_YET = { level: 1, name: 'This page is not saved on this device yet' } as const;
/** The module of the site's content pages (About Us among them), and of the college's Batch screen. */
const CONTENT_PAGE = pageModuleOf('/about-us');
const BATCH_SCREEN = 'src/features/batch/pages/batch-page.tsx';

test.describe('offline before the offline copy is complete (demo build)', () => {
  test('a public page whose code is missing says so under the site header; a reload says there is no copy yet', async ({
    page,
    context,
  }) => {
    await neverArrives(context, [CONTENT_PAGE]);
    await page.goto('/login');
    await waitForActiveWorker(page);
    await context.setOffline(true);

    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', NOT_SAVED_YET)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'No offline copy on this device yet' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  });

  test('a dashboard screen whose code is missing says so inside the dashboard, its menu still there', async ({
    page,
    context,
  }) => {
    await neverArrives(context, [BATCH_SCREEN]);
    await signIn(page, demoLogin('tpo@example.com'));
    const overview = page.getByRole('heading', { level: 1, name: 'Overview' });
    await expect(overview).toBeVisible();
    await context.setOffline(true);

    await page.getByRole('link', { name: 'Batch', exact: true }).click();
    await expect(page.getByRole('heading', NOT_SAVED_YET)).toBeVisible();
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(overview).toBeVisible();
  });
});
