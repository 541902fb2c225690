import { lazy, Suspense, useRef } from 'react';
import { AfterIdle } from '@/lib/after-idle';
import { useOnline } from '@/lib/use-online';
import { MissingCodeBoundary } from '@/ui/missing-code-boundary';
import { useStatusBarHeight } from './status-bar-height';

// Lazy and after idle: the pending list reads IndexedDB, which the first paint does not need.
const PendingSubmissions = lazy(() =>
  import('@/offline/outbox/pending-submissions').then((module) => ({
    default: module.PendingSubmissions,
  })),
);

/**
 * A visible online/offline indicator; offline it explains that work is kept and sent later. Queued submissions
 * show here too, online or not.
 */
export function OnlineStatus() {
  const online = useOnline();
  const bar = useRef<HTMLDivElement>(null);
  // Toasts start below the bar (./status-bar-height.ts), so they never cover what it shows.
  useStatusBarHeight(bar);
  return (
    <div ref={bar} className={`online-status${online ? '' : ' online-status--offline'}`}>
      <div role="status" aria-live="polite">
        {online ? (
          <span className="visually-hidden">Online</span>
        ) : (
          <span>
            <strong>Offline.</strong> You can keep working: drafts are saved and submissions are sent when you
            are back online.
          </span>
        )}
      </div>
      <AfterIdle>
        {/* Offline before the offline copy is complete its code may be missing: the list is left out. */}
        <MissingCodeBoundary fallback={null}>
          <Suspense fallback={null}>
            <PendingSubmissions />
          </Suspense>
        </MissingCodeBoundary>
      </AfterIdle>
    </div>
  );
}
