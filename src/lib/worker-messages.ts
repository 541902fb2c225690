/** Messages between the pages and the service worker (src/sw.ts), and the worker's Background Sync tag. */

/** The page is not controlled although the worker is installed: take control of it (clients.claim). */
export const CLAIM_ME = 'CLAIM_ME';

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
