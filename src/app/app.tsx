import { lazy, Suspense, type ReactNode } from 'react';
import { drivesQueuedKindFor } from '@/features/drives/public';
import { registrationQueuedKindFor } from '@/features/registration/public';
import { AfterHydration } from '@/lib/after-hydration';
import { requestsMayStart } from '@/lib/api/request-gate';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { AfterIdle } from '@/lib/after-idle';
import { MissingCodeBoundary } from '@/ui/missing-code-boundary';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';
import { TOAST_TOP } from './status-bar-height';

const OutboxBackground = lazy(() => import('@/offline/outbox/outbox-background'));
// After the first idle moment, like the outbox: sonner is not part of any page's first load. A toast raised before
// it mounts is not lost: sonner's Toaster shows the toasts still active when it subscribes.
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({ default: SonnerToaster })),
);

/**
 * How the outbox finds a queued entry's kind: the registration kinds, then the drives' round results, each
 * loaded only when an entry of theirs is sent (so no public page carries the season's code).
 */
const resolveQueuedKind = async (formId: string) =>
  (await registrationQueuedKindFor(formId)) ?? (await drivesQueuedKindFor(formId));
// The panel shows and changes the mock backend's state: it appears once that backend has started.
const MockPanel =
  import.meta.env.VITE_USE_MOCKS === 'true'
    ? lazy(() => requestsMayStart().then(() => import('@mocks/ui/mock-panel')))
    : null;

// Production builds on the portal's own server: its demo mailbox (a demo server only; any other answers 404).
const ServerDemoMailbox =
  import.meta.env.VITE_USE_MOCKS === 'true' ? null : lazy(() => import('./demo-mailbox/server-demo-mailbox'));

/**
 * A lazily loaded part that works in the background (no page of its own): while its code loads, and when that code
 * is missing offline (before this device's copy is complete), nothing shows in its place.
 */
function InBackground({ children }: { children: ReactNode }) {
  return (
    <MissingCodeBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </MissingCodeBoundary>
  );
}

/** The app; the browser's entry (src/main.tsx) checks the session before the first render. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
      <AfterIdle>
        <InBackground>
          <OutboxBackground resolveKind={resolveQueuedKind} />
        </InBackground>
      </AfterIdle>
      <AfterIdle>
        <InBackground>
          {/* Top-right, below the header, top bar and online-status bar, so toasts never cover their buttons. */}
          <Toaster
            position="top-right"
            offset={{ top: TOAST_TOP }}
            mobileOffset={{ top: TOAST_TOP }}
            duration={TOAST_DURATION_MS}
            richColors
            closeButton
          />
        </InBackground>
      </AfterIdle>
      {ServerDemoMailbox && (
        <AfterIdle>
          <InBackground>
            <ServerDemoMailbox />
          </InBackground>
        </AfterIdle>
      )}
      {MockPanel && (
        // The panel shows the mock backend's live state, which only the browser has.
        <AfterHydration fallback={null}>
          <InBackground>
            <MockPanel />
          </InBackground>
        </AfterHydration>
      )}
    </>
  );
}
