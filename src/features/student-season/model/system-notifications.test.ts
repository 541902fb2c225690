import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  showNewSystemNotices,
  systemNotificationStatus,
  turnOffSystemNotifications,
  turnOnSystemNotifications,
  type SystemNotice,
} from './system-notifications';

const shown: { title: string; options: NotificationOptions }[] = [];
let permission: NotificationPermission = 'default';
let answer: NotificationPermission = 'granted';
const requestPermission = vi.fn(async () => {
  permission = answer;
  return answer;
});

beforeEach(() => {
  shown.length = 0;
  permission = 'default';
  answer = 'granted';
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  const registration = {
    showNotification: async (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
});
afterEach(() => vi.unstubAllGlobals());

const notice = (id: string, at: string): SystemNotice => ({
  id,
  title: `Shortlisted ${id}`,
  body: 'Round 2 on 9 Dec',
  at,
  url: '/student/applications',
});

describe('system notifications', () => {
  it('stay off until the student turns them on, and ask the browser only then', async () => {
    expect(systemNotificationStatus()).toBe('off');
    expect(await showNewSystemNotices([notice('n1', '2026-12-01T10:00:00.000Z')])).toBe(0);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(await turnOnSystemNotifications(new Date('2026-12-01T09:00:00.000Z'))).toBe('on');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(systemNotificationStatus()).toBe('on');
  });

  it('show each new notice once, with its id as the tag and its page to open, never the older history', async () => {
    await turnOnSystemNotifications(new Date('2026-12-01T09:00:00.000Z'));
    const older = notice('n0', '2026-12-01T08:00:00.000Z');
    const fresh = notice('n1', '2026-12-01T10:00:00.000Z');
    expect(await showNewSystemNotices([older, fresh])).toBe(1);
    expect(shown).toEqual([
      {
        title: 'Shortlisted n1',
        options: expect.objectContaining({ tag: 'n1', data: { url: '/student/applications' } }),
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.systemNotifiedUpTo)).toBe(fresh.at);
    expect(await showNewSystemNotices([older, fresh])).toBe(0);
    expect(shown).toHaveLength(1);
  });

  it('say when the browser blocks them, and can be turned off again', async () => {
    answer = 'denied';
    expect(await turnOnSystemNotifications()).toBe('blocked');
    expect(systemNotificationStatus()).toBe('blocked');
    answer = 'granted';
    permission = 'granted';
    await turnOnSystemNotifications();
    expect(turnOffSystemNotifications()).toBe('off');
    expect(await showNewSystemNotices([notice('n2', '2030-01-01T00:00:00.000Z')])).toBe(0);
  });
});
