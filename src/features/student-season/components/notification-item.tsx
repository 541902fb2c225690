import { Link } from 'wouter';
import type { SeasonNotification } from '@/lib/api/notification-contract';
import { collegeDateTime } from '@/lib/season/college-time';
import { Button } from '@/ui/button';
import { notificationLink } from '../model/notification-links';

interface NotificationItemProps {
  notification: SeasonNotification;
  busy: boolean;
  onMarkRead: () => void;
}

/** One entry of the inbox: what happened, when, where to act on it; an unread one can be marked read. */
export function NotificationItem({ notification, busy, onMarkRead }: NotificationItemProps) {
  const unread = !notification.read;
  const link = notificationLink(notification);
  return (
    <article
      className={`card notification${unread ? ' notification--unread' : ''}`}
      aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
    >
      <p className="notification__title">
        {unread && <span className="badge notification__new">New</span>} <strong>{notification.title}</strong>
      </p>
      <p>{notification.text}</p>
      <p className="muted notification__meta">
        <time dateTime={notification.at}>{collegeDateTime(notification.at, notification.timeZone)}</time> ·{' '}
        <Link href={link.href}>{link.label}</Link>
      </p>
      {unread && (
        <Button variant="secondary" size="small" busy={busy} onClick={onMarkRead}>
          Mark as read
        </Button>
      )}
    </article>
  );
}
