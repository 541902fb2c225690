import { expect, type Page } from '@playwright/test';
import { COMPLETE_PRECACHE, type PrecacheAnswer } from '../../../src/lib/worker-messages';

/**
 * Waits until the service worker controls the page and has cached every file of this version: a first install
 * caches only the app shell, and the rest follows when a page asks (src/app/pwa/complete-offline-copy.ts). Asking
 * again joins the run under way, or answers at once when all is in.
 */
export async function waitForOfflineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async (type) => {
          const registration = await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller || !registration.active) return false;
          const channel = new MessageChannel();
          const answer = new Promise<PrecacheAnswer>((resolve) => {
            channel.port1.onmessage = (event: MessageEvent<PrecacheAnswer>) => resolve(event.data);
          });
          registration.active.postMessage({ type }, [channel.port2]);
          return (await answer).complete;
        }, COMPLETE_PRECACHE),
      { timeout: 30_000 },
    )
    .toBe(true);
}
