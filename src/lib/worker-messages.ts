/** Messages a page sends the service worker (src/sw.ts). */

/** The page is not controlled although the worker is installed: take control of it (clients.claim). */
export const CLAIM_ME = 'CLAIM_ME';

/**
 * What a system notification of the portal carries (shown by the page through the service worker's registration):
 * the in-app page it opens when clicked (src/sw.ts, 'notificationclick').
 */
export interface PortalNotificationData {
  url: string;
}
