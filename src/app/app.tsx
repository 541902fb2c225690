import { lazy, Suspense } from 'react';
import { AfterHydration } from '@/lib/after-hydration';
import { requestsMayStart } from '@/lib/api/request-gate';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { AfterIdle } from '@/lib/after-idle';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

const OutboxBackground = lazy(() => import('@/offline/outbox/outbox-background'));
// After the first idle moment, like the outbox: sonner is not part of any page's first load. A toast raised before
// it mounts is not lost: sonner's Toaster shows the toasts still active when it subscribes.
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({ default: SonnerToaster })),
);

/**
 * How the outbox finds a queued entry's kind: the registration kinds, then the drives' round results, each
 * loaded only when an entry of theirs is sent.
 */
const resolveQueuedKind = async (formId: string) =>
  (await import('@/features/registration/registration-kinds')).registrationKindFor(formId) ??
  // The drives' front door is loaded too: it lists the drive screens, whose preloads are no part of the entry.
  (await (await import('@/features/drives/public')).drivesQueuedKindFor(formId));
// The panel shows and changes the mock backend's state: it appears once that backend has started.
const MockPanel =
  import.meta.env.VITE_USE_MOCKS === 'true'
    ? lazy(() => requestsMayStart().then(() => import('@mocks/ui/mock-panel')))
    : null;

/** The app; the browser's entry (src/main.tsx) checks the session before the first render. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
      <AfterIdle>
        <Suspense fallback={null}>
          <OutboxBackground resolveKind={resolveQueuedKind} />
        </Suspense>
      </AfterIdle>
      <AfterIdle>
        <Suspense fallback={null}>
          {/* Top-right, below the header and top bar so toasts never cover their buttons. */}
          <Toaster
            position="top-right"
            offset={{ top: 72 }}
            mobileOffset={{ top: 72 }}
            duration={TOAST_DURATION_MS}
            richColors
            closeButton
          />
        </Suspense>
      </AfterIdle>
      {MockPanel && (
        // The panel shows the mock backend's live state, which only the browser has.
        <AfterHydration fallback={null}>
          <Suspense fallback={null}>
            <MockPanel />
          </Suspense>
        </AfterHydration>
      )}
    </>
  );
}
