import { lazy, Suspense, useEffect } from 'react';
import { Toaster } from 'sonner';
import { runSessionCheck } from '@/features/auth/model/session';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { useAfterIdle } from '@/lib/use-after-idle';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

const OutboxBackground = lazy(() => import('@/features/outbox/components/outbox-background'));
const MockPanel =
  import.meta.env.VITE_USE_MOCKS === 'true' ? lazy(() => import('../../mocks/ui/mock-panel')) : null;

export function App() {
  useEffect(() => {
    void runSessionCheck();
  }, []);
  const idle = useAfterIdle();
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
      {idle && (
        <Suspense fallback={null}>
          <OutboxBackground />
        </Suspense>
      )}
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
