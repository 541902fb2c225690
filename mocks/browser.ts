import { loadControlsFromBrowser, setControls, clearControls, getControls } from './controls';
import { mockStore, installMockStore } from './db/store';
import { mailboxMessages } from './mailbox';
import type { MockRoute } from './handlers/http/route';
import { chooseSeed, loadSeedChoice, seedChoice } from './seed-choice';
import { setPanelHidden, showPanelIfAsked } from './ui/panel-visibility';
import { DEV_MOCK_WORKER_PATH } from '@/lib/service-worker/mock-worker-guards';
import { CLAIM_ME } from '@/lib/worker-messages';
import { emailKey } from '@/lib/match-keys';

/** How long to wait for the installed worker to take control of this page before leaving it to msw. */
const CLAIM_WAIT_MS = 10_000;

/**
 * Resolves once the page is controlled by the installed service worker, or at once when there is none yet (a
 * first visit: msw registers it, and its activation claims the page). A page opened while the worker was still
 * installing, or after a hard reload, is not controlled although the worker exists; msw would reload such a page
 * (and lose what the person typed in the meantime), so it asks the worker to claim it instead.
 */
async function untilControlled(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, CLAIM_WAIT_MS);
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    // An active worker claims at once; an installing one claims when it activates (msw's activate handler).
    registration.active?.postMessage({ type: CLAIM_ME });
  });
}

/** The mock's routes (every handler, with the season's and the report's rules), loaded once. */
let routes: Promise<readonly MockRoute[]> | undefined;
const loadRoutes = () => (routes ??= import('./handlers').then(({ mockRoutes }) => mockRoutes));

/**
 * Starts the mock backend in the page. The app is on screen meanwhile; its calls to the backend wait until this
 * resolves (src/lib/api/request-gate.ts), and so does `window.portalMock`, whose presence tells tests it is ready.
 * `callsExpected`: the page will call the backend at once (a signed-in visit checks its session first), so the
 * routes and the database are made ready while msw starts instead of after the first call has reached it.
 */
export async function startMockBackend({ callsExpected = false } = {}): Promise<void> {
  loadSeedChoice(window.location.search);
  // Its pieces are fetched together and evaluated one at a time, each in a task of its own: as one chunk (msw with
  // its cookie store, the dispatcher, dexie) their evaluation was one long task on a slow phone, and fetched one
  // after another they were a chain of round trips before the first call could be answered.
  const storeModule = import('./db/dexie-store');
  const dispatchModule = import('./handlers/http/dispatch');
  const mswModule = import('msw/browser');
  // Awaited below; a failure is reported there, not as an unhandled rejection if an earlier piece failed first.
  for (const loading of [dispatchModule, mswModule]) loading.catch(() => undefined);
  const { createDexieStore } = await storeModule;
  installMockStore(createDexieStore());
  loadControlsFromBrowser(window.location.search);
  showPanelIfAsked(window.location.search);
  if (callsExpected) {
    // Failures here surface again, and are reported, when the first call needs the routes or the database.
    loadRoutes().catch(() => undefined);
    mockStore()
      .read()
      .catch(() => undefined);
  }
  const { dispatchRoutes } = await dispatchModule;
  const { setupWorker } = await mswModule;
  // Otherwise the routes load with the first call to the mock: a page that calls nothing, such as the sign-in page
  // or a registration form, never evaluates them (their module was one task of 110–155 ms at 4x CPU slowdown in
  // the middle of the page's load).
  const worker = setupWorker(dispatchRoutes(loadRoutes));
  await untilControlled();
  await worker.start({
    // Built demos use the app's own service worker, which carries msw's (src/sw.ts); the dev server serves one that
    // carries msw's behind the same guards (src/lib/service-worker/mock-worker-guards.ts).
    serviceWorker: { url: import.meta.env.DEV ? DEV_MOCK_WORKER_PATH : '/sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // A small console/test handle for the mock's switches; documented in docs/mock-backend.md.
  Object.assign(window, {
    portalMock: {
      setControls,
      clearControls,
      getControls,
      mailbox: mailboxMessages,
      reset: () => mockStore().reset(),
      /** The seed in use, and a switch to the large campus ('large') or back ('demo'); re-seeds at once. */
      seed: seedChoice,
      useSeed: async (name: 'demo' | 'large') => {
        chooseSeed(name);
        await mockStore().reset();
      },
      /** Brings back the Mock API button after 'Hide this button'. */
      showPanel: () => setPanelHidden(false),
      /** How many accounts use an e-mail (tests prove exactly-once submissions with it). */
      accountsFor: async (email: string) =>
        (await mockStore().read()).accounts.filter((account) => account.emails.includes(emailKey(email)))
          .length,
    },
  });
}
