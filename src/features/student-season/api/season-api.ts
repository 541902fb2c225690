import { callEndpoint } from '@/lib/api/client';
import { SEASON_API } from '@/lib/api/season-endpoints';
import type { OwnProfileUpdate, StudentDriveQuery } from '@/lib/api/season-contract-people';
import type { StudentApplicationQuery } from '@/lib/api/season-contract-student';

/** The student's calls of the placement season (docs/api.md, 'Placement season'). */
export function getStudentDrives(query: StudentDriveQuery) {
  return callEndpoint(SEASON_API.studentDrives, { query });
}

export function applyToDrive(driveId: string) {
  return callEndpoint(SEASON_API.applyToDrive, { params: { id: driveId } });
}

export function withdrawFromDrive(driveId: string) {
  return callEndpoint(SEASON_API.withdrawFromDrive, { params: { id: driveId } });
}

/** A page of the student's offers: `page` and `pageSize` as the query gives them. */
type PageQuery = { page?: string; pageSize?: string };

export function getStudentApplications(query: StudentApplicationQuery) {
  return callEndpoint(SEASON_API.studentApplications, { query });
}

export function getStudentOffers(query: PageQuery) {
  return callEndpoint(SEASON_API.studentOffers, { query });
}

export function answerOffer(offerId: string, state: 'accepted' | 'declined') {
  return callEndpoint(SEASON_API.answerOffer, { params: { id: offerId }, body: { state } });
}

export function getStanding() {
  return callEndpoint(SEASON_API.standing);
}

export function getOwnProfile() {
  return callEndpoint(SEASON_API.ownProfile);
}

export function updateOwnProfile(update: OwnProfileUpdate) {
  return callEndpoint(SEASON_API.updateOwnProfile, { body: update });
}

export function getNotifications(query: { unread?: '1'; page?: string; pageSize?: string }) {
  return callEndpoint(SEASON_API.notifications, { query });
}

export function markNotificationsRead(body: { ids?: string[]; all?: boolean }) {
  return callEndpoint(SEASON_API.markRead, { body });
}

/** Opts the student out of the season (their applications in progress are withdrawn) or back in. */
export function setOwnEnrolment(state: 'available' | 'opted-out') {
  return callEndpoint(SEASON_API.setEnrolment, { body: { state } });
}
