/** Messages between the pages and the service worker (src/sw.ts), and the worker's Background Sync tag. */

/**
 * The page asks the waiting worker to take over (the person agreed to update). workbox-window's
 * `messageSkipWaiting()` sends it (src/app/pwa/register-service-worker.ts); the name is workbox's.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The page is not controlled although the worker is installed: take control of it (clients.claim). */
export const CLAIM_ME = 'CLAIM_ME';

/**
 * A page asks the worker to cache every file of this version that is not cached yet (a first install caches only
 * the app shell: src/lib/service-worker/precache-shell-first.ts). The worker answers on the message's port with a
 * `PrecacheAnswer` once it is done or has failed.
 */
export const COMPLETE_PRECACHE = 'COMPLETE_PRECACHE';

/** The worker's answer to COMPLETE_PRECACHE: whether every file is cached now, and how many it fetched for it. */
export interface PrecacheAnswer {
  complete: boolean;
  fetched: number;
}

/** The Background Sync tag the outbox registers when it queues a submission. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** The worker asks an open page to send its queued submissions (the sync event fired). */
export const FLUSH_OUTBOX = 'flush-outbox';

/**
 * What a system notification of the portal carries (shown by the page through the service worker's registration):
 * the in-app page it opens when clicked (src/sw.ts, 'notificationclick').
 */
export interface PortalNotificationData {
  url: string;
}
