import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { canHydrate } from './app/prerender/can-hydrate';
import { Root } from './app/root';
import { nextTask } from './lib/next-task';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/controls.css';
import './app/layouts/layout.css';

async function bootstrap() {
  // Mock builds start the mock backend first, so the very first call is answered by it.
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // A task of its own: evaluating the code and starting React would otherwise be one long task.
  await nextTask();
  // As a transition the first render yields to the browser every few milliseconds instead of one long task,
  // so a slow phone stays responsive while the page builds (Total Blocking Time).
  if (canHydrate(root)) {
    startTransition(() => {
      hydrateRoot(root, <Root />);
    });
  } else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<Root />));
  }
  void registerServiceWorker().catch((error: unknown) =>
    console.warn('Service worker registration failed', error),
  );
}

void bootstrap();
