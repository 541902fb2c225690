/** Messages a page sends the service worker (src/sw.ts). */

/** The page is not controlled although the worker is installed: take control of it (clients.claim). */
export const CLAIM_ME = 'CLAIM_ME';
