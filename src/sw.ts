/// <reference lib="webworker" />
/**
 * The one service worker of the portal: precaches the app shell and every route chunk (workbox; a first install
 * activates after the shell and a page asks for the rest: ./lib/service-worker/precache-shell-first.ts), serves the shell
 * for every navigation once the whole copy is in (the prerendered pages are for a first visit, before the worker is
 * installed), never caches /api. In mock builds it also carries msw's worker
 * (msw's "merging service workers" recipe), so the mock backend keeps working offline.
 */
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL_FILE, OFFLINE_FALLBACK_FILE } from './app/prerender/app-shell';
import { API_BASE_PATH } from './lib/api/api-base';
import { importMockWorker } from './lib/service-worker/mock-worker-guards';
import { precacheShellFirst } from './lib/service-worker/precache-shell-first';
import {
  CLAIM_ME,
  COMPLETE_PRECACHE,
  FLUSH_OUTBOX,
  OUTBOX_SYNC_TAG,
  SKIP_WAITING,
  type PortalNotificationData,
  type PrecacheAnswer,
} from './lib/worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const API_PREFIX = `${API_BASE_PATH}/`;

// In mock builds this worker carries msw's (the demo's mock backend offline), fenced in: it sees only /api requests,
// leaves the registration and the update prompt to the PWA (./lib/service-worker/mock-worker-guards.ts).
if (import.meta.env.VITE_USE_MOCKS === 'true')
  importMockWorker(self, '/mockServiceWorker.js', {
    apiPrefix: API_PREFIX,
    keepRegistration: true,
    keepUpdatePrompt: true,
  });

const APP_SHELL_PATH = `/${APP_SHELL_FILE}`;
const OFFLINE_FALLBACK_PATH = `/${OFFLINE_FALLBACK_FILE}`;
const precache = precacheShellFirst(self.__WB_MANIFEST, [APP_SHELL_PATH, OFFLINE_FALLBACK_PATH]);
cleanupOutdatedCaches();
const serveShell = precache.controller.createHandlerBoundToURL(APP_SHELL_PATH);

/**
 * Every page opens from the cached shell once the whole copy is in. Before that (a first visit's idle caching is
 * under way) the shell's code or the page's chunks may be missing, and the shell would draw a white page: the page
 * comes from the network, as with no worker, and offline a page that needs no code says this device has no
 * offline copy yet (docs/decisions/, issue 27).
 */
async function answerNavigation(options: Parameters<typeof serveShell>[0]): Promise<Response> {
  if (await precache.isComplete()) return serveShell(options);
  try {
    return await fetch(options.request);
  } catch {
    return (await precache.controller.matchPrecache(OFFLINE_FALLBACK_PATH)) ?? Response.error();
  }
}

registerRoute(
  new NavigationRoute(answerNavigation, {
    denylist: [new RegExp(`^${API_PREFIX}`), /^\/mockServiceWorker\.js$/, /^\/sw\.js$/],
  }),
);

// Prompt-mode updates: the page asks the waiting worker to take over only when the user agrees. A page that opened
// while the worker was still installing (or after a hard reload) asks to be claimed: the demo's mock backend needs
// its page controlled, and without this msw would reload the page, losing what the person had typed.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === CLAIM_ME) event.waitUntil(self.clients.claim());
  if (type === COMPLETE_PRECACHE) event.waitUntil(answerPrecache(event.ports[0]));
});

/** Caches what a first install left out, then tells the asking page whether this version now works offline. */
async function answerPrecache(port: MessagePort | undefined): Promise<void> {
  const answer: PrecacheAnswer = await precache.complete().then(
    (fetched) => ({ complete: true, fetched }),
    () => ({ complete: false, fetched: 0 }),
  );
  port?.postMessage(answer);
}

// Background Sync: when connectivity returns, wake an open page to send its queued submissions (the page holds
// the key that unlocks their passwords, and in mock builds the mock backend runs in the page).
self.addEventListener('sync', (event) => {
  const syncEvent = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      clients.forEach((client) => client.postMessage({ type: FLUSH_OUTBOX }));
    }),
  );
});

// A system notification (a shortlist, a rejection, an offer) opens its page: an open tab of the portal is focused
// and taken there, otherwise a new one opens.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as Partial<PortalNotificationData> | null;
  const url = new URL(data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const client = clients.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (!client) return self.clients.openWindow(url).then(() => undefined);
      await client.focus();
      if (client.url !== url) await client.navigate(url);
      return undefined;
    }),
  );
});
