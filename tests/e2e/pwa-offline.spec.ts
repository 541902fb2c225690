import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support/test';
import { demoLogin } from './support/accounts';
import { OFFLINE_READY_MESSAGE } from '../../src/app/pwa/complete-offline-copy';
import { fillSignIn } from './support/auth';
import { demoPageChunkOf } from './support/built-chunks';
import { waitUntilLive } from './support/hydration';
import { waitForOfflineReady } from './support/offline';

test.describe('installable, offline-capable app (demo build)', () => {
  test('Chromium reports no installability errors for the manifest', async ({ baseURL }, testInfo) => {
    // Installability is only evaluated in a persistent (non-incognito) profile.
    const profile = mkdtempSync(join(tmpdir(), 'portal-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      headless: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await waitForOfflineReady(page);
      const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({
        display: 'standalone',
        start_url: '/',
        scope: '/',
        short_name: 'Campus Pulse',
      });
      expect(
        manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
      ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toContain('/login');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after one visit every kind of route opens offline, and the mock API answers offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: /Skills, jobs and campus hiring/ }),
    ).toBeVisible();
    // The home page is prerendered: its heading shows before the app runs, and only the running app can say it is
    // offline. On a loaded machine the wait for the banner began before the app was live and ran out; wait for the
    // app to own the page first, then for the banner.
    await waitUntilLive(page);
    await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toBeVisible();

    const deepLinks: [string, string | RegExp][] = [
      ['/usage-of-dmm', /Multimeter/],
      ['/collegeform', 'Institution Registration'],
      ['/register/fresher', 'JobSeeker - Fresher Registration'],
      ['/reset-password/not-a-token', 'Reset password'],
      ['/nowhere/at/all', 'Page not found'],
    ];
    for (const [path, heading] of deepLinks) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    // Sign in while offline: the mock backend inside the service worker answers.
    await page.goto('/college/login');
    await fillSignIn(page, demoLogin('tpo@example.com'));
    await expect(page).toHaveURL('/college/dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.goto('/college/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  });

  test("a first visit's worker starts once the app shell is cached; the visitor is told when the rest is in", async ({
    page,
    context,
  }) => {
    // One route chunk the sign-in page never loads is held back from the worker, as on a slow link.
    const heldChunk = demoPageChunkOf('/collegeform');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let workerAskedForIt = false;
    await context.route(`**/${heldChunk}`, async (route) => {
      if (route.request().serviceWorker()) {
        workerAskedForIt = true;
        await released;
      }
      await route.continue();
    });
    const demoStudent = demoLogin('student@example.com');
    await page.goto(demoStudent.loginPath);
    // The mock backend lives in the worker: it answers while the chunk is still on its way.
    await fillSignIn(page, demoStudent);
    await expect(page).toHaveURL(demoStudent.dashboardPath);
    await expect.poll(() => workerAskedForIt).toBe(true);
    const offlineReady = page.getByText(OFFLINE_READY_MESSAGE);
    await expect(offlineReady).toBeHidden();

    release();
    await expect(offlineReady).toBeVisible();
    await context.setOffline(true);
    await page.goto('/collegeform');
    await expect(page.getByRole('heading', { level: 1, name: 'Institution Registration' })).toBeVisible();
  });

  test('a first visit whose offline copy failed tries again when the connection comes back', async ({
    page,
    context,
  }) => {
    // The network drops while the worker fetches a route chunk: the copy is not complete, and nothing says it is.
    const failedChunk = demoPageChunkOf('/collegeform');
    let failures = 0;
    await context.route(`**/${failedChunk}`, async (route) => {
      if (route.request().serviceWorker() && failures === 0) {
        failures += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    await page.goto('/login');
    await expect.poll(() => failures).toBe(1);
    const offlineReady = page.getByText(OFFLINE_READY_MESSAGE);
    await expect(offlineReady).toBeHidden();

    await context.setOffline(true);
    await context.setOffline(false);
    await expect(offlineReady).toBeVisible();
    await context.setOffline(true);
    await page.goto('/collegeform');
    await expect(page.getByRole('heading', { level: 1, name: 'Institution Registration' })).toBeVisible();
  });

  test('the online indicator follows the connection', async ({ page, context }) => {
    await page.goto('/login');
    await waitForOfflineReady(page);
    // The indicator listens for the connection's events only once the app runs the page.
    await waitUntilLive(page);
    const banner = page.getByRole('status').filter({ hasText: 'Offline.' });
    await expect(banner).toBeHidden();
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });
});
