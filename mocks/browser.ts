import { loadControlsFromBrowser, setControls, clearControls, getControls } from './controls';
import { mockStore, installMockStore } from './db/store';
import { mailboxMessages } from './mailbox';
import { setPanelHidden, showPanelIfAsked } from './ui/panel-visibility';

/**
 * Starts the mock backend in the page. The app is on screen meanwhile; its calls to the backend wait until this
 * resolves (src/lib/api/request-gate.ts), and so does `window.portalMock`, whose presence tells tests it is ready.
 */
export async function startMockBackend(): Promise<void> {
  // A piece at a time, each evaluated in a task of its own: as one chunk (msw with its cookie store, the handlers,
  // dexie) its evaluation was one long task on a slow phone, which the page's own work could not get past.
  const { createDexieStore } = await import('./db/dexie-store');
  installMockStore(createDexieStore());
  loadControlsFromBrowser(window.location.search);
  showPanelIfAsked(window.location.search);
  const { handlers } = await import('./handlers');
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    // Built demos use the app's own service worker, which carries msw's (src/sw.ts); the dev server uses msw's.
    serviceWorker: { url: import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js' },
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
      /** Brings back the Mock API button after 'Hide this button'. */
      showPanel: () => setPanelHidden(false),
      /** How many accounts use an e-mail (tests prove exactly-once submissions with it). */
      accountsFor: async (email: string) =>
        (await mockStore().read()).accounts.filter((account) =>
          account.emails.includes(email.trim().toLowerCase()),
        ).length,
    },
  });
}
