import { callEndpoint } from '@/lib/api/client';
import { NOTIFICATION_API } from '@/lib/api/notification-endpoints';
import type { OwnProfileUpdate } from '@/lib/api/profile-contract';
import { PROFILE_API } from '@/lib/api/profile-endpoints';
import type { StudentApplicationQuery, StudentDriveQuery } from '@/lib/api/student-season-contract';
import { STUDENT_SEASON_API } from '@/lib/api/student-season-endpoints';

/** The student's calls of the placement season (docs/api.md, 'Placement season'). */
export function getStudentDrives(query: StudentDriveQuery) {
  return callEndpoint(STUDENT_SEASON_API.studentDrives, { query });
}

export function applyToDrive(driveId: string) {
  return callEndpoint(STUDENT_SEASON_API.applyToDrive, { params: { id: driveId } });
}

export function withdrawFromDrive(driveId: string) {
  return callEndpoint(STUDENT_SEASON_API.withdrawFromDrive, { params: { id: driveId } });
}

/** A page of the student's offers: `page` and `pageSize` as the query gives them. */
type PageQuery = { page?: string; pageSize?: string };

export function getStudentApplications(query: StudentApplicationQuery) {
  return callEndpoint(STUDENT_SEASON_API.studentApplications, { query });
}

export function getStudentOffers(query: PageQuery) {
  return callEndpoint(STUDENT_SEASON_API.studentOffers, { query });
}

/** Answers an offer; an acceptance is pinned to the applications the student was shown it withdraws (their ids). */
export function answerOffer(offerId: string, state: 'accepted' | 'declined', withdraws?: string[]) {
  return callEndpoint(STUDENT_SEASON_API.answerOffer, {
    params: { id: offerId },
    body: withdraws ? { state, withdraws } : { state },
  });
}

export function getStanding() {
  return callEndpoint(STUDENT_SEASON_API.standing);
}

export function getOwnProfile() {
  return callEndpoint(PROFILE_API.ownProfile);
}

export function updateOwnProfile(update: OwnProfileUpdate) {
  return callEndpoint(PROFILE_API.updateOwnProfile, { body: update });
}

export function getNotifications(query: { unread?: '1'; page?: string; pageSize?: string }) {
  return callEndpoint(NOTIFICATION_API.notifications, { query });
}

export function markNotificationsRead(body: { ids?: string[]; all?: boolean }) {
  return callEndpoint(NOTIFICATION_API.markRead, { body });
}

/** Opts the student out of the season (their applications in progress are withdrawn) or back in. */
export function setOwnEnrolment(state: 'available' | 'opted-out') {
  return callEndpoint(STUDENT_SEASON_API.setEnrolment, { body: { state } });
}
