import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { PortalNotificationData } from '@/lib/worker-messages';

/**
 * System notifications of the season (a shortlist, a rejection, an offer), shown through the service worker's
 * registration so they appear with the app closed to the background and open the right page when clicked
 * (src/sw.ts). They need two yeses: the student's (the opt-in button, kept in localStorage so they can turn it
 * off again) and the browser's permission, asked only when the student presses that button, never on load.
 */
export type SystemNotificationStatus = 'unsupported' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;
}

function optedIn(): boolean {
  return localStorage.getItem(STORAGE_KEYS.systemNotifications) === 'true';
}

export function systemNotificationStatus(): SystemNotificationStatus {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return optedIn() && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * The opt-in button's work: asks the browser (a prompt only the first time) and remembers the yes. Only
 * notifications that arrive from now on are shown, never the inbox's history.
 */
export async function turnOnSystemNotifications(now = new Date()): Promise<SystemNotificationStatus> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  localStorage.setItem(STORAGE_KEYS.systemNotifications, 'true');
  localStorage.setItem(STORAGE_KEYS.systemNotifiedUpTo, now.toISOString());
  return 'on';
}

export function turnOffSystemNotifications(): SystemNotificationStatus {
  localStorage.removeItem(STORAGE_KEYS.systemNotifications);
  return systemNotificationStatus();
}

export interface SystemNotice {
  /** The inbox entry's id: the tag, so two tabs showing the same entry show it once. */
  id: string;
  title: string;
  body: string;
  /** When it happened (ISO): only entries newer than the last one shown are shown. */
  at: string;
  url: string;
}

/** Shows the notices that are newer than the last one shown (none when the student has not opted in). */
export async function showNewSystemNotices(notices: readonly SystemNotice[]): Promise<number> {
  if (systemNotificationStatus() !== 'on') return 0;
  const upTo = localStorage.getItem(STORAGE_KEYS.systemNotifiedUpTo) ?? '';
  const fresh = notices.filter((notice) => notice.at > upTo);
  if (!fresh.length) return 0;
  const newest = fresh.reduce((latest, notice) => (notice.at > latest ? notice.at : latest), upTo);
  localStorage.setItem(STORAGE_KEYS.systemNotifiedUpTo, newest);
  const registration = await navigator.serviceWorker.ready;
  await Promise.all(
    fresh.map((notice) => {
      const data: PortalNotificationData = { url: notice.url };
      return registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.id,
        icon: '/favicon.svg',
        data,
      });
    }),
  );
  return fresh.length;
}
