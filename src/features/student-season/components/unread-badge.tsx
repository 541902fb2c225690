import { useSnapshot } from 'valtio';
import { inboxState } from '../model/inbox-store';
import './notification-bell.css';

/** The unread count beside the sidebar's Notifications entry; nothing when there is none. */
export function UnreadBadge() {
  const { unread } = useSnapshot(inboxState);
  if (!unread) return null;
  return (
    <span className="unread-badge">
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
