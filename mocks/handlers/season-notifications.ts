import { HttpResponse } from 'msw';
import { NOTIFICATION_API } from '@/lib/api/notification-endpoints';
import { USER_TYPES } from '@/lib/user-types';
import type { MockNotification } from '../db/season-state';
import type { MockAccount, MockState } from '../db/state';
import { mockStore } from '../db/store';
import { collegeTimeZoneOf, studentLink } from '../season/season-lookup';
import { parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';
import { paginate } from './portal-views';
import { settleSeason } from './season-access';

/**
 * The zone of the college whose season wrote each notification: its drive's (or its offer's) college, else the
 * recipient's own college (the TPO's account, the student's record), looked up once.
 */
function notificationZones(
  state: MockState,
  account: MockAccount,
): (entry: Pick<MockNotification, 'driveId' | 'offerId'>) => string {
  let own: string | undefined;
  const ownZone = () =>
    (own ??= collegeTimeZoneOf(
      state,
      account.type === 'college' ? account.id : (studentLink(state, account)?.collegeId ?? ''),
    ));
  return (entry) => {
    const driveId = entry.driveId ?? state.offers.find((offer) => offer.id === entry.offerId)?.driveId;
    const drive = driveId ? state.drives.find((candidate) => candidate.id === driveId) : undefined;
    return drive ? collegeTimeZoneOf(state, drive.collegeId) : ownZone();
  };
}

const unreadOf = (state: MockState, accountId: string) =>
  state.notifications.filter((entry) => entry.accountId === accountId && !entry.read).length;

/** GET /notifications: the inbox, newest first, with the unread count. */
const inbox = route(NOTIFICATION_API.notifications, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, USER_TYPES);
  const query = parseQuery(request, NOTIFICATION_API.notifications);
  await settleSeason();
  const state = await mockStore().read();
  const own = state.notifications
    .filter((entry) => entry.accountId === account.id && (!query.unread || !entry.read))
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(({ accountId: _, ...entry }) => entry);
  const zoneOf = notificationZones(state, account);
  const page = paginate(own, query);
  return HttpResponse.json({
    ...page,
    items: page.items.map((entry) => ({ ...entry, timeZone: zoneOf(entry) })),
    unread: unreadOf(state, account.id),
  });
});

/** GET /notifications/unread-count */
const unread = route(NOTIFICATION_API.unreadCount, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, USER_TYPES);
  await settleSeason();
  return HttpResponse.json({ unread: unreadOf(await mockStore().read(), account.id) });
});

/** POST /notifications/read: the listed ones, or all. */
const markRead = route(NOTIFICATION_API.markRead, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, USER_TYPES);
  const { ids, all } = await readBody(request, NOTIFICATION_API.markRead);
  const wanted = new Set(ids ?? []);
  return mockStore().update((state) => {
    for (const entry of state.notifications)
      if (entry.accountId === account.id && (all || wanted.has(entry.id))) entry.read = true;
    return HttpResponse.json({ unread: unreadOf(state, account.id) });
  });
});

export const seasonNotificationHandlers = [inbox, unread, markRead];
