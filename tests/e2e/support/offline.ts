import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page, i.e. the app shell and every chunk are precached. */
export async function waitForOfflineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.ready, Boolean(navigator.serviceWorker.controller)),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}
