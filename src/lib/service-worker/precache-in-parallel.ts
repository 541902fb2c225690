/// <reference lib="webworker" />
/**
 * Precaching for the service worker (src/sw.ts; type-checked with it by tsconfig.sw.json, for its WebWorker types): workbox's PrecacheController, installed a few files at a time.
 *
 * Workbox installs its list one file after another. The portal precaches about 230 files (every route chunk, so a
 * demo works offline after one visit), and one after another they took 3.5 s on a first visit, during which the
 * worker cannot activate: the demo's mock backend, which lives in the worker, answered nothing until then.
 * Fetched a few at a time they take a fraction of that. The limit stays small (the network a phone has is shared
 * with the page's own requests, and workbox went sequential for browsers that failed with hundreds at once).
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Files fetched at once while installing. */
const PRECACHE_CONCURRENCY = 6;

async function forEachAtMost<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Precaches `entries` at install (a few at a time), serves them from the cache, and on activation deletes what an
 * earlier version cached and this one no longer lists. Returns the controller, for handlers bound to a cached URL.
 */
export function precacheInParallel(entries: PrecacheEntry[]): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  // As workbox does: a file with a revision (not named by its hash) bypasses the HTTP cache.
  const cacheModes = new Map(
    entries.map(({ url, revision }) => [new URL(url, self.location.href).href, revision]),
  );
  self.addEventListener('install', (event) => {
    const urlsToCacheKeys = [...controller.getURLsToCacheKeys()];
    event.waitUntil(
      forEachAtMost(urlsToCacheKeys, PRECACHE_CONCURRENCY, async ([url, cacheKey]) => {
        const request = new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: cacheModes.get(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      }),
    );
  });
  self.addEventListener('activate', (event) => {
    void controller.activate(event);
  });
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
