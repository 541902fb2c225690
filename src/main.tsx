import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { canHydrate } from './app/prerender/can-hydrate';
import { Root } from './app/root';
import { preloadFrameFor } from './app/routes';
import { hasSessionHint, runSessionCheck } from './features/auth/public';
import { holdRequestsUntil } from './lib/api/request-gate';
import { isMissingCode } from './lib/missing-code';
import { nextTask } from './lib/next-task';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/controls.css';
import './app/layouts/layout.css';

/**
 * Mock builds start the mock backend beside the first render, not before it: the page comes alive at once and
 * only its calls to the backend wait (src/lib/api/request-gate.ts). msw registers the service worker that carries
 * it; the app's own registration (update prompts) follows, as docs/offline.md explains.
 */
function startMockBackend(callsExpected: boolean): Promise<void> {
  const started = import('@mocks/browser').then(({ startMockBackend: start }) => start({ callsExpected }));
  holdRequestsUntil(started);
  started.catch((error: unknown) => console.error('The mock backend did not start', error));
  return started;
}

/**
 * Errors a boundary caught. React's default logs each with console.error; a page whose code is not on this device
 * yet (offline, before the offline copy is complete) is expected there, and its boundary says so on screen.
 */
function onCaughtError(error: unknown) {
  if (isMissingCode(error)) console.warn('Not in the offline copy yet:', error);
  else console.error(error);
}

async function bootstrap() {
  const signedIn = hasSessionHint();
  const mockReady =
    import.meta.env.VITE_USE_MOCKS === 'true' ? startMockBackend(signedIn) : Promise.resolve();
  // Before the first render, not in an effect after it: a signed-in screen waits for this answer, so it is asked
  // while the page's code is still being evaluated and the screen's code loads (docs/performance.md).
  void runSessionCheck();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // A task of its own: evaluating the code and starting React would otherwise be one long task. A signed-in
  // area's frame is loaded first (the app shell preloads its code): the page has nothing to show before it.
  await Promise.all([nextTask(), preloadFrameFor(location.pathname)]);
  // As a transition the first render yields to the browser every few milliseconds instead of one long task,
  // so a slow phone stays responsive while the page builds (Total Blocking Time).
  if (canHydrate(root)) {
    startTransition(() => {
      hydrateRoot(root, <Root />, { onCaughtError });
    });
  } else {
    const reactRoot = createRoot(root, { onCaughtError });
    startTransition(() => reactRoot.render(<Root />));
  }
  await mockReady.catch(() => undefined);
  // Loaded when needed: the worker is registered after the first render, so its code (and the toasts it raises)
  // need not be in the first load.
  void import('./app/pwa/register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

void bootstrap();
