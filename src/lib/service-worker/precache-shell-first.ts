/// <reference lib="webworker" />
/**
 * Precaching for the service worker (src/sw.ts; type-checked with it by tsconfig.sw.json, for its WebWorker types):
 * workbox's PrecacheController keeps the list, serves the cached files and deletes an earlier version's; the files
 * are fetched here, a few at a time, and on a first visit in two steps.
 *
 * Workbox installs its list one file after another. The portal precaches about 230 files (every route chunk, so a
 * demo works offline after one visit), and a worker cannot activate until its install is done: on a first visit
 * the demo's mock backend, which lives in the worker, answered nothing for 2–9 s. So:
 * - a first install caches only the app shell and activates; a page then asks for the rest (`complete`), and says
 *   "works offline" when all of it is in. Until then a file not yet cached comes from the network (workbox's
 *   fallback), as it would without a worker, and `isComplete` tells the worker so;
 * - an update caches every file before it waits: the old version serves meanwhile, and a person who accepts the
 *   update must not be left with half a version if the network goes;
 * - files are fetched six at a time: the network a phone has is shared with the page's own requests, and workbox
 *   went sequential for browsers that failed with hundreds at once.
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Files fetched at once. */
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

const absolute = (url: string) => new URL(url, self.location.href).href;

/** A file of the list: its URL and the key it is cached under (the URL with its revision, when it has one). */
type ListedFile = [url: string, cacheKey: string];

export interface Precache {
  controller: PrecacheController;
  /** Whether every listed file is cached: this device holds the whole of this version. */
  isComplete(): Promise<boolean>;
  /**
   * Caches every listed file that is not cached yet; resolves with how many it fetched (0: all were in already).
   * Callers at the same time share one run. Rejects when a file cannot be fetched (offline): a later call goes on.
   */
  complete(): Promise<number>;
}

/**
 * Precaches `entries`: at install the `shellPaths` only when no version is active yet (a first visit), all of them
 * otherwise; serves them from the cache; on activation deletes what an earlier version cached and this one does
 * not list.
 */
export function precacheShellFirst(entries: PrecacheEntry[], shellPaths: readonly string[]): Precache {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  // As workbox does: a file with a revision (not named by its hash) bypasses the HTTP cache.
  const revisioned = new Set(entries.filter((entry) => entry.revision).map((entry) => absolute(entry.url)));
  const shell = new Set(shellPaths.map(absolute));
  const listed = (): ListedFile[] => [...controller.getURLsToCacheKeys()];

  async function cacheFiles(cache: Cache, files: readonly ListedFile[]): Promise<void> {
    await forEachAtMost(files, PRECACHE_CONCURRENCY, async ([url, cacheKey]) => {
      const response = await fetch(
        new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: revisioned.has(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        }),
      );
      // Only a whole answer is kept; a failure fails the step, which is tried again later (as workbox does).
      if (response.status !== 200)
        throw new Error(`Precaching ${url}: the server answered ${response.status}`);
      // A redirected answer cannot be served for a navigation: stored as a plain copy (as workbox does).
      const stored = response.redirected
        ? new Response(response.body, {
            headers: response.headers,
            status: 200,
            statusText: response.statusText,
          })
        : response;
      await cache.put(cacheKey, stored);
    });
  }

  /**
   * Fetches the listed files (those `wanted`) that are not cached yet, and returns how many. A file named by its
   * hash keeps its key from one version to the next, so an update fetches only what changed (as workbox does).
   */
  async function missingFiles(cache: Cache): Promise<ListedFile[]> {
    const cached = new Set((await cache.keys()).map((request) => request.url));
    return listed().filter(([, cacheKey]) => !cached.has(cacheKey));
  }

  async function cacheMissing(wanted: (file: ListedFile) => boolean = () => true): Promise<number> {
    const cache = await self.caches.open(controller.strategy.cacheName);
    const missing = (await missingFiles(cache)).filter(wanted);
    await cacheFiles(cache, missing);
    return missing.length;
  }

  // Once whole, a version stays whole (an update is a new worker with its own list), so the answer is kept.
  let whole = false;
  const isComplete = async () => {
    whole ||= (await missingFiles(await self.caches.open(controller.strategy.cacheName))).length === 0;
    return whole;
  };

  let running: Promise<number> | undefined;
  const complete = () => {
    running ??= cacheMissing()
      .then((fetched) => {
        whole = true;
        return fetched;
      })
      .finally(() => (running = undefined));
    return running;
  };

  self.addEventListener('install', (event) => {
    const firstInstall = !self.registration.active;
    event.waitUntil(cacheMissing(firstInstall ? ([url]) => shell.has(url) : undefined));
  });
  self.addEventListener('activate', (event) => {
    void controller.activate(event);
  });
  registerRoute(new PrecacheRoute(controller));
  return { controller, isComplete, complete };
}
