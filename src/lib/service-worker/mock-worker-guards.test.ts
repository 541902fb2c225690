import { describe, expect, it, vi } from 'vitest';
import { importMockWorker, type MockWorkerGuards } from './mock-worker-guards';

type Listener = (event: Event) => void;

/** A service worker scope with just what the guards touch, and msw's script as a function run by importScripts. */
function fakeScope(mswScript: (scope: ServiceWorkerGlobalScope) => void) {
  const listeners: Array<{ type: string; listener: Listener }> = [];
  const scope = {
    location: new URL('https://portal.test/dev-mock-worker.js'),
    registration: { unregister: vi.fn(() => Promise.resolve(false)) },
    clients: { claim: vi.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: Listener) => listeners.push({ type, listener }),
    importScripts: () => mswScript(scope as unknown as ServiceWorkerGlobalScope),
  };
  const dispatch = (type: string, event: object) =>
    listeners.filter((entry) => entry.type === type).forEach(({ listener }) => listener(event as Event));
  return { scope, listeners, dispatch };
}

const fetchEvent = (url: string) => ({ request: new Request(url) });

const DEV: MockWorkerGuards = {
  apiPrefix: '/api/',
  claimMessage: 'CLAIM_ME',
  keepRegistration: false,
  keepUpdatePrompt: false,
};

describe('importMockWorker', () => {
  it("lets msw's fetch listener see only same-origin requests under the API prefix", () => {
    const seen: string[] = [];
    const { scope, dispatch } = fakeScope((worker) =>
      worker.addEventListener('fetch', (event) => seen.push((event as FetchEvent).request.url)),
    );
    importMockWorker(scope as unknown as ServiceWorkerGlobalScope, '/mockServiceWorker.js', DEV);
    for (const url of [
      'https://portal.test/api/user/login',
      'https://portal.test/src/lib/api/portal-endpoints.ts',
      'https://portal.test/assets/index.js',
      'https://elsewhere.test/api/user/login',
    ])
      dispatch('fetch', fetchEvent(url));
    expect(seen).toEqual(['https://portal.test/api/user/login']);
  });

  it('answers the claim message, and restores addEventListener after the import', () => {
    const { scope, dispatch, listeners } = fakeScope(() => undefined);
    importMockWorker(scope as unknown as ServiceWorkerGlobalScope, '/mockServiceWorker.js', DEV);
    const waitUntil = vi.fn();
    dispatch('message', { data: { type: 'CLAIM_ME' }, waitUntil });
    dispatch('message', { data: { type: 'OTHER' }, waitUntil });
    expect(scope.clients.claim).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledTimes(1);
    expect(listeners.map(({ type }) => type)).toEqual(['message']);
    // The worker's own listeners, added after the import, see every request again.
    const own: string[] = [];
    scope.addEventListener('fetch', (event) => own.push((event as unknown as FetchEvent).request.url));
    dispatch('fetch', fetchEvent('https://portal.test/assets/index.js'));
    expect(own).toEqual(['https://portal.test/assets/index.js']);
  });

  it("in the PWA's worker keeps the registration and leaves out msw's install listener", async () => {
    const { scope, listeners } = fakeScope((worker) => {
      worker.addEventListener('install', () => undefined);
      worker.addEventListener('activate', () => undefined);
    });
    importMockWorker(scope as unknown as ServiceWorkerGlobalScope, '/mockServiceWorker.js', {
      apiPrefix: '/api/',
      keepRegistration: true,
      keepUpdatePrompt: true,
    });
    expect(listeners.map(({ type }) => type)).toEqual(['activate']);
    expect(await scope.registration.unregister()).toBe(true);
  });

  it('serialised alone, as the dev server serves it, still runs', () => {
    const seen: string[] = [];
    const { scope, dispatch } = fakeScope((worker) =>
      worker.addEventListener('fetch', (event) => seen.push((event as FetchEvent).request.url)),
    );
    // The dev server sends the function's text; it must refer to nothing outside its body.
    const serialised = new Function(
      'self',
      `(${importMockWorker.toString()})(self, '/m.js', ${JSON.stringify(DEV)});`,
    );
    serialised(scope);
    dispatch('fetch', fetchEvent('https://portal.test/api/jobs'));
    expect(seen).toEqual(['https://portal.test/api/jobs']);
  });
});
