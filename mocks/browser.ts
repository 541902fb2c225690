import { setupWorker } from 'msw/browser';
import { loadControlsFromBrowser, setControls, clearControls, getControls } from './controls';
import { createDexieStore } from './db/dexie-store';
import { mockStore, installMockStore } from './db/store';
import { handlers } from './handlers';
import { mailboxMessages } from './mailbox';
import { setPanelHidden, showPanelIfAsked } from './ui/panel-visibility';

/** Starts the mock backend in the page; the app renders only after this resolves. */
export async function startMockBackend(): Promise<void> {
  installMockStore(createDexieStore());
  loadControlsFromBrowser(window.location.search);
  showPanelIfAsked(window.location.search);
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
