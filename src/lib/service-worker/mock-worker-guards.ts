/// <reference lib="webworker" />

/** The dev server's service worker: msw's, fenced in as the demo's is (scripts/vite/msw-worker-plugin.ts serves it). */
export const DEV_MOCK_WORKER_PATH = '/dev-mock-worker.js';

/** How msw's worker script is taken into a service worker of the portal's (the demo's, or the dev server's). */
export interface MockWorkerGuards {
  /** Same-origin paths under this prefix reach msw; every other request is none of its business. */
  apiPrefix: string;
  /** The page's "claim me" message (src/lib/worker-messages.ts), answered with clients.claim(); unset: not answered. */
  claimMessage?: string;
  /** The registration is the PWA's: msw must not unregister it when its last page closes. */
  keepRegistration: boolean;
  /** The PWA asks before updating: msw's install listener (skipWaiting at once) is left out. */
  keepUpdatePrompt: boolean;
}

/**
 * Imports msw's worker script into this service worker with its listeners fenced in:
 * - its fetch listener sees only same-origin requests under the API prefix. msw's own worker sends every request of
 *   the page to the page and waits for its answer, so on the dev server each source module waited on the page's
 *   mock (issue 33: the contract's modules, whose paths hold "/api/", were held until the routes loaded, and the
 *   routes were those very modules);
 * - a page that opened uncontrolled (a hard reload, a page opened while the worker installed) can ask to be
 *   claimed, where msw would reload it and lose what the person had typed;
 * - in the PWA's worker, the registration and the update prompt stay the PWA's.
 *
 * Self-contained on purpose: the dev server serves it as text (scripts/vite/msw-worker-plugin.ts), so it refers to
 * nothing outside its own body.
 */
export function importMockWorker(
  scope: ServiceWorkerGlobalScope,
  scriptUrl: string,
  guards: MockWorkerGuards,
): void {
  if (guards.keepRegistration) scope.registration.unregister = () => Promise.resolve(true);
  if (guards.claimMessage) {
    const claimMessage = guards.claimMessage;
    scope.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === claimMessage)
        event.waitUntil(scope.clients.claim());
    });
  }
  const addEventListener = scope.addEventListener.bind(scope);
  scope.addEventListener = ((
    type: string,
    listener: EventListener,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (type === 'install' && guards.keepUpdatePrompt) return undefined;
    if (type !== 'fetch') return addEventListener(type, listener, options);
    const apiOnly = (event: Event) => {
      const url = new URL((event as FetchEvent).request.url);
      if (url.origin === scope.location.origin && url.pathname.startsWith(guards.apiPrefix)) listener(event);
    };
    return addEventListener('fetch', apiOnly, options);
  }) as typeof scope.addEventListener;
  try {
    scope.importScripts(scriptUrl);
  } finally {
    scope.addEventListener = addEventListener as typeof scope.addEventListener;
  }
}
