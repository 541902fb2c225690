import { expect, test } from './support/test';
import { demoLogin } from './support/accounts';
import { fillSignIn } from './support/auth';
import { demoChunkOf } from './support/built-chunks';
import { waitUntilLive } from './support/hydration';

/** The demo build's chunk that starts the mock backend. */
const mockBackendChunk = () => demoChunkOf('mocks/browser.ts');

test('a first visit comes alive before the mock backend has started; its calls wait for it', async ({
  page,
}) => {
  // The mock backend is held back, as on a slow phone whose first visit installs the worker that carries it.
  let release = () => {};
  let isReleased = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  // A call that went out before the mock backend started would fail: none may.
  const callsBeforeStart: string[] = [];
  page.on('request', (request) => {
    if (!isReleased && new URL(request.url()).pathname.startsWith('/api/'))
      callsBeforeStart.push(request.url());
  });
  await page.route(`**/${mockBackendChunk()}`, async (route) => {
    await released;
    await route.continue();
  });
  const fresher = demoLogin('fresher@example.com');
  await page.goto(fresher.loginPath);
  await waitUntilLive(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => 'portalMock' in window)).toBe(false);

  // A sign-in sent now waits for the mock instead of failing.
  await fillSignIn(page, fresher);
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
  await expect(page).toHaveURL(fresher.loginPath);
  await expect(page.getByRole('alert')).toBeEmpty();
  isReleased = true;
  release();
  await expect(page).toHaveURL(fresher.dashboardPath);
  expect(callsBeforeStart).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a page the installed worker does not control yet is claimed, not reloaded: what was typed stays', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForFunction(() => 'portalMock' in window);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A hard reload bypasses the worker: the page opens uncontrolled although the worker is installed, as does a page
  // opened while the worker is still installing. The mock backend is held back so the page can be used first.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${mockBackendChunk()}`, async (route) => {
    await released;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await waitUntilLive(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.evaluate(() => Object.assign(window, { beforeMockStarted: true }));
  await page.getByLabel('Email').fill('typed.before@example.com');

  release();
  await page.waitForFunction(() => 'portalMock' in window);
  expect(await page.evaluate(() => 'beforeMockStarted' in window)).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue('typed.before@example.com');
});
