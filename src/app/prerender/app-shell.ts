/**
 * The built page without prerendered content (a copy of index.html made before / is prerendered into it): what
 * hosts serve for every route that has no page of its own, and what the service worker serves offline.
 */
export const APP_SHELL_FILE = 'shell.html';

/**
 * A page that needs no code (public/offline-fallback.html): what the service worker answers a navigation with when
 * this device's offline copy is not complete yet and the network is gone. It says so, instead of a white page.
 */
export const OFFLINE_FALLBACK_FILE = 'offline-fallback.html';
