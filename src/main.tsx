import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
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
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of one long task,
  // so a slow phone stays responsive while the page builds (Total Blocking Time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  void registerServiceWorker().catch((error: unknown) =>
    console.warn('Service worker registration failed', error),
  );
}

void bootstrap();
