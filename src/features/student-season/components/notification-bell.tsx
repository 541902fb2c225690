import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { paths } from '@/lib/routes';
import { Icon } from '@/ui/icon';
import { inboxState } from '../model/inbox-store';
import { useInboxPolling } from '../model/use-inbox-polling';
import './notification-bell.css';

/** The top bar's way into the inbox, with the unread count; it also keeps that count fresh. */
export function NotificationBell() {
  useInboxPolling();
  const { unread } = useSnapshot(inboxState);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link href={paths.studentNotifications} className="notification-bell" aria-label={label} title={label}>
      <Icon name="bell" />
      {unread ? (
        <span className="unread-badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </Link>
  );
}
