/**
 * contract:check's calls of the placement season on the student's side (SEASON_API): the standing, drives,
 * applications, offers, own profile and place in the season, with ids from earlier answers (the first drive listed,
 * the student's offer); and the notifications every kind of account has.
 */
import { itemsOf, refusedQueryProbe, unknownIdProbe, withId } from './probe-helpers';
import type { Probe } from './probe-types';

export const SEASON_STUDENT_PROBES: readonly Probe[] = [
  {
    endpoint: 'standing',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentDrives',
    sent: 'show=eligible',
    as: 'candidate',
    request: () => ({ query: { show: 'eligible', pageSize: '50' } }),
    expect: { status: 200 },
    remember: (body, state) => {
      const drives = itemsOf<{ drive: { id: string; state: string }; application?: unknown }>(body);
      state.studentDriveId = drives[0]?.drive.id;
      state.driveToApply = drives.find((entry) => !entry.application && entry.drive.state === 'open')?.drive
        .id;
    },
  },
  refusedQueryProbe('studentDrives', { show: 'some' }, 'candidate'),
  {
    endpoint: 'studentDrive',
    sent: 'the first listed',
    as: 'candidate',
    request: (state) => withId(state.studentDriveId),
    expect: { status: 200 },
  },
  unknownIdProbe('studentDrive', 'candidate'),
  {
    endpoint: 'applyToDrive',
    sent: 'an open drive not applied to',
    as: 'candidate',
    write: true,
    request: (state) => withId(state.driveToApply),
    expect: { status: 201 },
  },
  {
    endpoint: 'withdrawFromDrive',
    sent: 'that application',
    as: 'candidate',
    write: true,
    request: (state) => withId(state.driveToApply),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentApplications',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentOffers',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => {
      const offers = itemsOf<{ offer: { id: string; state: string } }>(body);
      state.studentOfferId = offers.find((entry) => entry.offer.state === 'issued')?.offer.id;
    },
  },
  {
    endpoint: 'answerOffer',
    sent: 'an issued offer: declined',
    as: 'candidate',
    write: true,
    request: (state) =>
      state.studentOfferId
        ? { params: { id: state.studentOfferId }, json: { state: 'declined' } }
        : undefined,
    expect: { status: 200 },
  },
  // Out of the season and back in (opting out withdraws the applications in progress: the test runs the student last).
  ...(['opted-out', 'available'] as const).map((enrolment): Probe => ({
    endpoint: 'setEnrolment',
    sent: enrolment,
    as: 'candidate',
    write: true,
    request: () => ({ json: { state: enrolment } }),
    expect: { status: 200 },
  })),
  {
    endpoint: 'ownProfile',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'updateOwnProfile',
    sent: 'nothing changed',
    as: 'candidate',
    write: true,
    request: () => ({ json: {} }),
    expect: { status: 200 },
  },
];

/** Notifications: every kind of account has them. */
export const NOTIFICATION_PROBES: readonly Probe[] = (['candidate', 'company', 'college'] as const).flatMap(
  (as): Probe[] => [
    { endpoint: 'notifications', sent: 'first page', as, request: () => ({}), expect: { status: 200 } },
    { endpoint: 'unreadCount', sent: 'the session', as, request: () => ({}), expect: { status: 200 } },
    {
      endpoint: 'markRead',
      sent: 'no ids (nothing changes)',
      as,
      write: true,
      request: () => ({ json: { ids: [] } }),
      expect: { status: 200 },
    },
  ],
);
