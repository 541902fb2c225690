import { toast } from 'sonner';
import { whenQuiet } from '@/lib/when-idle';
import { COMPLETE_PRECACHE, type PrecacheAnswer } from '@/lib/worker-messages';

/** Said once, when the last file of this version is cached. */
export const OFFLINE_READY_MESSAGE = 'Campus Pulse now works offline on this device.';

/** Asks the active worker to cache what it has not yet, and resolves with its answer. */
function askWorker(worker: ServiceWorker): Promise<PrecacheAnswer> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<PrecacheAnswer>) => {
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage({ type: COMPLETE_PRECACHE }, [channel.port2]);
  });
}

/**
 * A first install caches only the app shell, so the worker (and the demo's mock backend in it) starts at once
 * (src/lib/service-worker/precache-shell-first.ts). Once this page is quiet, the worker is asked for the rest: the
 * visitor is told when it is all in, and after a failure (the network went) it is tried again when the
 * connection comes back. Quiet, not merely idle: the first idle moment is when the page starts its own background
 * work (the outbox, drafts), and caching megabytes beside it made those tasks twice as long on a 2-core machine.
 */
export async function completeOfflineCopy(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  await new Promise<void>((resolve) => whenQuiet(resolve));
  const worker = registration.active;
  if (!worker) return;
  const answer = await askWorker(worker);
  if (!answer.complete) {
    window.addEventListener('online', () => void completeOfflineCopy(), { once: true });
    return;
  }
  if (answer.fetched > 0) toast(OFFLINE_READY_MESSAGE, { id: 'offline-ready' });
}
