import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { waitForOfflineReady } from './support/offline';
import { serveCopyOfDemoBuild, type StaticCopy } from './support/static-server';

let site: StaticCopy;
test.beforeEach(async () => {
  site = await serveCopyOfDemoBuild();
});
test.afterEach(async () => {
  await site.close();
});

/** Publishes a byte-different service worker and makes the page look for it. */
async function publishNewWorker(page: Page) {
  appendFileSync(join(site.root, 'sw.js'), `\n// release ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

test('a waiting new version is offered with Update, and the tab reloads only when asked', async ({
  page,
}) => {
  test.slow(); // a cold install, then a second worker install
  await page.goto(`${site.url}/login`);
  await waitForOfflineReady(page);
  await page.getByLabel('Email').fill('typed-before-update@example.com');
  // What the new worker downloads while it installs: only what changed (here only sw.js, so none of the app's files).
  const fetchedByWorker: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker() && !/^\/(sw|mockServiceWorker)\.js$/.test(pathname))
      fetchedByWorker.push(pathname);
  });

  await publishNewWorker(page);
  const prompt = page.getByText('A new version of Campus Pulse is ready.');
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  expect(fetchedByWorker).toEqual([]);
  // Nothing reloads by itself: what was typed is still there.
  await expect(page.getByLabel('Email')).toHaveValue('typed-before-update@example.com');

  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('another tab with unsaved form input is not reloaded when the update is applied elsewhere', async ({
  page,
  context,
}) => {
  test.slow(); // two tabs, a cold install and a second worker install
  const form = page;
  await form.goto(`${site.url}/collegeform`);
  await waitForOfflineReady(form);
  const name = form.getByRole('combobox', { name: 'College name' });
  await name.fill('Unsaved Institute of Technology');
  let reloadsOfFormTab = 0;
  form.on('framenavigated', (frame) => {
    if (frame === form.mainFrame()) reloadsOfFormTab += 1;
  });

  const other = await context.newPage();
  await other.goto(`${site.url}/login`);
  await waitForOfflineReady(other);
  await publishNewWorker(other);
  await expect(other.getByText('A new version of Campus Pulse is ready.')).toBeVisible({ timeout: 15_000 });
  const otherReloaded = other.waitForEvent('framenavigated');
  await other.getByRole('button', { name: 'Update' }).click();
  await otherReloaded;

  await expect(
    form.getByText(/Campus Pulse was updated\. Reload when you have finished this form/),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(reloadsOfFormTab).toBe(0);
  await expect(name).toHaveValue('Unsaved Institute of Technology');
});
