import { toast } from 'sonner';
import { hasUnsavedWork } from '@/lib/unsaved-work';
import { completeOfflineCopy } from './complete-offline-copy';

const SW_URL = '/sw.js';

/**
 * Prompt-mode updates with workbox-window: when a new version waits, a toast offers 'Update'; the tab that asked
 * reloads once the new worker controls it. Another tab reloads by itself only when no form holds unsaved input;
 * otherwise it offers a reload. (In mock builds msw registered the same worker first; registering again only
 * attaches the update listeners.) Then the worker is asked to finish the offline copy of this version.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Loaded on demand: the worker is registered after the first render, so its library need not be in it.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SW_URL);
  let updateRequestedHere = false;

  workbox.addEventListener('waiting', () => {
    toast('A new version of Campus Pulse is ready.', {
      id: 'app-update',
      duration: Infinity,
      action: {
        label: 'Update',
        onClick: () => {
          updateRequestedHere = true;
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    if (updateRequestedHere || !hasUnsavedWork()) {
      window.location.reload();
      return;
    }
    toast('Campus Pulse was updated. Reload when you have finished this form; your draft is kept.', {
      id: 'app-updated-elsewhere',
      duration: Infinity,
      action: { label: 'Reload', onClick: () => window.location.reload() },
    });
  });

  await workbox.register();
  void completeOfflineCopy();
}
