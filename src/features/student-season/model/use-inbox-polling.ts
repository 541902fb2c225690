import { useEffect } from 'react';
import { LIST_PAGE_SIZE, NOTIFICATION_POLL_MS } from '@/lib/constants';
import { getNotifications } from '../api/season-api';
import { setUnread } from './inbox-store';
import { becomesSystemNotice, notificationLink } from './notification-links';
import { showNewSystemNotices } from './system-notifications';

/** One look at the inbox: the unread count for the badges, and system notices for new decisions. */
async function checkInbox(): Promise<void> {
  const page = await getNotifications({ unread: '1', pageSize: String(LIST_PAGE_SIZE) });
  setUnread(page.unread);
  await showNewSystemNotices(
    page.items.filter(becomesSystemNotice).map((notification) => ({
      id: notification.id,
      title: notification.title,
      body: notification.text,
      at: notification.at,
      url: notificationLink(notification).href,
    })),
  );
}

/**
 * Notices new notifications while the page is visible (docs/decisions/, "Noticing new notifications"): at once,
 * then every NOTIFICATION_POLL_MS, and again whenever the tab is shown. A hidden tab asks nothing.
 */
export function useInboxPolling() {
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      // Offline, or the session ended: the badge keeps its last count and the next check tries again.
      checkInbox().catch(() => undefined);
    };
    check();
    const timer = setInterval(check, NOTIFICATION_POLL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
}
