/**
 * Notifications of every signed-in account (docs/api.md, 'Notifications'; the calls are in
 * notification-endpoints.ts): what the season tells people, a page of them, the unread count, marking them read.
 */
import type { Infer } from 'superstruct';
import { array, boolean, enums, integer, object, optional, size, string, type } from './schema-kit';
import { pageOf, PageParam, PageSizeParam } from './paging-contract';
import { TimeZoneSchema } from './season-fields';

export const NOTIFICATION_KINDS = [
  'drive-published',
  'drive-proposed',
  'drive-approved',
  'drive-declined',
  'shortlisted',
  'selected',
  'waitlisted',
  'rejected',
  'offer',
  'offer-expired',
  'application-withdrawn',
  /** The student's place in the season changed: opted out or in, blocked or unblocked, with the reason. */
  'enrolment',
  /** A round's result was corrected (round-correction.ts). */
  'result-corrected',
  /** The student was marked absent from a round: which, and what another absence does under the policy. */
  'absent',
] as const;
export const NotificationSchema = type({
  id: string(),
  kind: enums(NOTIFICATION_KINDS),
  title: string(),
  text: string(),
  at: string(),
  /** The time zone of the college whose season wrote it: its time, and any time in its text, are in that zone. */
  timeZone: TimeZoneSchema,
  read: boolean(),
  driveId: optional(string()),
  offerId: optional(string()),
});
export type SeasonNotification = Infer<typeof NotificationSchema>;
export const NotificationPageSchema = type({
  ...pageOf(NotificationSchema).schema,
  unread: integer(),
});
export const UnreadCountSchema = type({ unread: integer() });
/** Marks the listed notifications read, or all of them. */
export const MarkReadSchema = object({
  ids: optional(size(array(string()), 0, 500)),
  all: optional(boolean()),
});
export const NotificationQuerySchema = object({
  unread: optional(enums(['1'] as const)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
