/**
 * The built page without prerendered content (a copy of index.html made before / is prerendered into it): what
 * hosts serve for every route that has no page of its own, and what the service worker serves offline.
 */
export const APP_SHELL_FILE = 'shell.html';
