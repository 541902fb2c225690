import { HttpResponse } from 'msw';
import { SEASON_API } from '@/lib/api/season-endpoints';
import { USER_TYPES } from '@/lib/user-types';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';
import { paginate } from './portal-views';
import { settleSeason } from './season-access';

const unreadOf = (state: MockState, accountId: string) =>
  state.notifications.filter((entry) => entry.accountId === accountId && !entry.read).length;

/** GET /notifications: the inbox, newest first, with the unread count. */
const inbox = route(SEASON_API.notifications, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, USER_TYPES);
  const query = parseQuery(request, SEASON_API.notifications);
  await settleSeason();
  const state = await mockStore().read();
  const own = state.notifications
    .filter((entry) => entry.accountId === account.id && (!query.unread || !entry.read))
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(({ accountId: _, ...entry }) => entry);
  return HttpResponse.json({ ...paginate(own, query), unread: unreadOf(state, account.id) });
});

/** GET /notifications/unread-count */
const unread = route(SEASON_API.unreadCount, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, USER_TYPES);
  await settleSeason();
  return HttpResponse.json({ unread: unreadOf(await mockStore().read(), account.id) });
});

/** POST /notifications/read: the listed ones, or all. */
const markRead = route(SEASON_API.markRead, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, USER_TYPES);
  const { ids, all } = await readBody(request, SEASON_API.markRead);
  const wanted = new Set(ids ?? []);
  return mockStore().update((state) => {
    for (const entry of state.notifications)
      if (entry.accountId === account.id && (all || wanted.has(entry.id))) entry.read = true;
    return HttpResponse.json({ unread: unreadOf(state, account.id) });
  });
});

export const seasonNotificationHandlers = [inbox, unread, markRead];
