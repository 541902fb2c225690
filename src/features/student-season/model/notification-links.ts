import type { SeasonNotification } from '@/lib/api/notification-contract';
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
  'enrolment',
]);

export function becomesSystemNotice(notification: SeasonNotification): boolean {
  return SYSTEM_NOTICE_KINDS.has(notification.kind);
}

/** The page where the student acts on a notification, and the link's words. */
export function notificationLink(notification: SeasonNotification): { href: string; label: string } {
  if (notification.kind === 'offer' || notification.kind === 'offer-expired')
    return { href: paths.studentOffers, label: 'See your offers' };
  if (notification.kind === 'drive-published') return { href: paths.studentDrives, label: 'See the drives' };
  if (notification.kind === 'enrolment')
    return { href: paths.studentDrives, label: 'See your place in the season' };
  return { href: paths.studentApplications, label: 'See your applications' };
}
