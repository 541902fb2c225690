import { lazy, Suspense, useEffect } from 'react';
import { Toaster } from 'sonner';
import { runSessionCheck } from '@/features/auth/model/session';
import { OutboxOutcomes } from '@/features/outbox/components/outbox-outcomes';
import { startOutboxRunner } from '@/features/outbox/model/outbox-runner';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

const MockPanel =
  import.meta.env.VITE_USE_MOCKS === 'true' ? lazy(() => import('../../mocks/ui/mock-panel')) : null;

export function App() {
  useEffect(() => {
    void runSessionCheck();
  }, []);
  useEffect(() => startOutboxRunner(), []);
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
      <OutboxOutcomes />
      {/* Top-right, below the header and top bar so toasts never cover their buttons. */}
      <Toaster
        position="top-right"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
      {MockPanel && (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      )}
    </>
  );
}
