import { usePageParam } from '@/ui/screen/use-page-param';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { useResource } from '@/lib/use-resource';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { getNotifications, markNotificationsRead } from '../api/season-api';
import { NotificationItem } from '../components/notification-item';
import { SystemNotificationsCard } from '../components/system-notifications-card';
import { setUnread } from '../model/inbox-store';
import { useSeasonAction } from '../model/use-season-action';
import '../components/season.css';

/** /student/notifications: the season's inbox, newest first, and the opt-in for notifications on this device. */
export default function NotificationsPage() {
  const [page, setPage] = usePageParam();
  const inbox = useResource(
    `notifications?page=${page}`,
    async () => {
      const answer = await getNotifications(page > 1 ? { page: String(page) } : {});
      setUnread(answer.unread);
      return answer;
    },
    { keepPrevious: true },
  );
  const action = useSeasonAction();
  const markRead = (body: { ids?: string[]; all?: boolean }, name: string) =>
    action.run(name, async () => {
      const { unread } = await markNotificationsRead(body);
      setUnread(unread);
      inbox.reload();
    });
  const unread = inbox.data?.unread ?? 0;
  return (
    <div className="screen">
      <ScreenHeader
        title="Notifications"
        intro="Drive announcements and decisions about your applications and offers."
        actions={
          unread > 0 && (
            <Button
              variant="secondary"
              size="small"
              busy={action.busy === 'all'}
              onClick={() => void markRead({ all: true }, 'all')}
            >
              Mark all as read
            </Button>
          )
        }
      />
      <SystemNotificationsCard />
      <section aria-labelledby="inbox-heading" className="inbox">
        <h2 id="inbox-heading">Inbox</h2>
        {/* Marking as read refuses with no season reasons: its message is all there is. */}
        <ErrorBox message={action.error === undefined ? undefined : portalErrorMessage(action.error)} />
        <PagedRecordList
          resource={inbox}
          label="notifications"
          empty={<p>No notifications yet.</p>}
          pagesLabel="Notification pages"
          onPage={setPage}
          keyOf={(notification) => notification.id}
          renderItem={(notification) => (
            <NotificationItem
              notification={notification}
              busy={action.busy === notification.id}
              onMarkRead={() => void markRead({ ids: [notification.id] }, notification.id)}
            />
          )}
          summary={(data) => (
            <p className="muted list-count" role="status">
              {unread} unread of {data.total}
            </p>
          )}
        />
      </section>
    </div>
  );
}
