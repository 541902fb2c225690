import { USER_TYPES } from '../user-types';
import { endpoint } from './endpoint';
import {
  MarkReadSchema,
  NotificationPageSchema,
  NotificationQuerySchema,
  UnreadCountSchema,
} from './notification-contract';

/**
 * Every signed-in account's notifications (docs/api.md, 'Notifications'): a page of them, the unread count,
 * marking them read. One entry each, used by the client and the mock backend alike.
 */
export const NOTIFICATION_API = {
  notifications: endpoint({
    method: 'GET',
    path: '/notifications',
    summary: "The account's notifications, newest first, paged.",
    response: NotificationPageSchema,
    query: NotificationQuerySchema,
    access: USER_TYPES,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    summary: 'How many notifications are unread.',
    response: UnreadCountSchema,
    access: USER_TYPES,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/read',
    summary: 'Marks notifications read: some by id, or all.',
    body: { kind: 'json', schema: MarkReadSchema },
    response: UnreadCountSchema,
    access: USER_TYPES,
  }),
};
