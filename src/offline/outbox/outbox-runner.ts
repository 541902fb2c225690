import { OUTBOX_POLL_MS } from '@/lib/constants';
import { FLUSH_OUTBOX } from '@/lib/worker-messages';
import { flushOutbox } from './outbox';

/**
 * Sends queued submissions by itself: at start-up, when the browser comes back online, when the service
 * worker relays a Background Sync, and every few seconds for entries whose back-off has passed.
 */
export function startOutboxRunner(): () => void {
  const flush = () => {
    if (navigator.onLine)
      void flushOutbox().catch((error: unknown) => console.warn('Outbox flush failed', error));
  };
  flush();
  window.addEventListener('online', flush);
  const timer = setInterval(flush, OUTBOX_POLL_MS);
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === FLUSH_OUTBOX) flush();
  };
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  return () => {
    window.removeEventListener('online', flush);
    clearInterval(timer);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
