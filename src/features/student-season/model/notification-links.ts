import type { SeasonNotification } from '@/lib/api/season-contract-people';
import { paths } from '@/lib/routes';

/**
 * The kinds that become a system notification when the student opted in: decisions about their own applications
 * and offers (issue 17: shortlisted, rejected or offered). New drives stay in the inbox.
 */
const SYSTEM_NOTICE_KINDS = new Set<SeasonNotification['kind']>([
  'shortlisted',
  'selected',
  'waitlisted',
  'rejected',
  'offer',
]);

export function becomesSystemNotice(notification: SeasonNotification): boolean {
  return SYSTEM_NOTICE_KINDS.has(notification.kind);
}

/** The page where the student acts on a notification. */
export function notificationHref(notification: SeasonNotification): string {
  if (notification.kind === 'offer' || notification.kind === 'offer-expired') return paths.studentOffers;
  if (notification.kind === 'drive-published') return paths.studentDrives;
  return paths.studentApplications;
}
