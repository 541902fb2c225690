/**
 * The season's four workflows as transition tables (docs/api.md, 'Placement season'): drive, application, offer,
 * enrolment. The mock backend checks every state change against these; the UI offers the steps they allow.
 */
import { defineMachine } from './state-machine';

const RECRUITERS = ['tpo', 'company'] as const;

export const DRIVE_STATES = [
  'draft',
  'proposed',
  'open',
  'in-progress',
  'closed',
  'declined',
  'cancelled',
] as const;
export type DriveState = (typeof DRIVE_STATES)[number];

/**
 * A company proposes (proposed) or the TPO drafts (draft); approved or published, the drive takes applications
 * (open) until its deadline, when the server moves it on (in-progress: rounds run); the TPO closes it at the end.
 */
export const DRIVE_MACHINE = defineMachine<DriveState>({
  name: 'drive',
  states: DRIVE_STATES,
  initial: ['draft', 'proposed'],
  transitions: [
    { from: 'draft', to: 'open', action: 'Publish', actors: ['tpo'] },
    { from: 'draft', to: 'cancelled', action: 'Discard', actors: ['tpo'] },
    { from: 'proposed', to: 'open', action: 'Approve', actors: ['tpo'] },
    { from: 'proposed', to: 'declined', action: 'Decline', actors: ['tpo'] },
    { from: 'proposed', to: 'cancelled', action: 'Withdraw proposal', actors: ['company'] },
    { from: 'open', to: 'in-progress', action: 'Close applications', actors: ['tpo', 'system'] },
    { from: 'open', to: 'cancelled', action: 'Cancel drive', actors: ['tpo'] },
    { from: 'in-progress', to: 'closed', action: 'Close drive', actors: ['tpo'] },
    { from: 'in-progress', to: 'cancelled', action: 'Cancel drive', actors: ['tpo'] },
  ],
});

export const APPLICATION_STATES = [
  'applied',
  'shortlisted',
  'waitlisted',
  'selected',
  'rejected',
  'absent',
  'withdrawn',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Applications still in the running (the policy withdraws these when a student accepts an offer). */
export const ACTIVE_APPLICATION_STATES: readonly ApplicationState[] = [
  'applied',
  'shortlisted',
  'waitlisted',
];

/** Applications still moving through the rounds: a recruiter may advance them (a waitlist waits, it does not advance). */
export const ADVANCING_APPLICATION_STATES: readonly ApplicationState[] = ['applied', 'shortlisted'];

/**
 * Round results move an application: shortlisted for the next round (again and again), then selected,
 * waitlisted, rejected or absent. The student withdraws (until the deadline, checked apart); the server withdraws
 * for the policy. The TPO or the drive's company corrects a result of a round until the next round's results are
 * published (round-results.ts): 'Correct result' steps, and a step the results already allow (shortlisted to
 * rejected) serves a correction too. Who holds an offer, or withdrew, is not corrected.
 */
export const APPLICATION_MACHINE = defineMachine<ApplicationState>({
  name: 'application',
  states: APPLICATION_STATES,
  initial: ['applied'],
  transitions: [
    { from: 'applied', to: 'shortlisted', action: 'Advance', actors: RECRUITERS },
    { from: 'applied', to: 'selected', action: 'Select', actors: RECRUITERS },
    { from: 'applied', to: 'waitlisted', action: 'Waitlist', actors: RECRUITERS },
    { from: 'applied', to: 'rejected', action: 'Reject', actors: RECRUITERS },
    { from: 'applied', to: 'absent', action: 'Mark absent', actors: RECRUITERS },
    { from: 'applied', to: 'withdrawn', action: 'Withdraw', actors: ['student', 'system'] },
    { from: 'shortlisted', to: 'shortlisted', action: 'Advance', actors: RECRUITERS },
    { from: 'shortlisted', to: 'selected', action: 'Select', actors: RECRUITERS },
    { from: 'shortlisted', to: 'waitlisted', action: 'Waitlist', actors: RECRUITERS },
    { from: 'shortlisted', to: 'rejected', action: 'Reject', actors: RECRUITERS },
    { from: 'shortlisted', to: 'absent', action: 'Mark absent', actors: RECRUITERS },
    { from: 'shortlisted', to: 'withdrawn', action: 'Withdraw', actors: ['student', 'system'] },
    { from: 'waitlisted', to: 'selected', action: 'Select', actors: RECRUITERS },
    { from: 'waitlisted', to: 'rejected', action: 'Reject', actors: RECRUITERS },
    { from: 'waitlisted', to: 'withdrawn', action: 'Withdraw', actors: ['system'] },
    { from: 'absent', to: 'shortlisted', action: 'Correct attendance', actors: RECRUITERS },
    { from: 'absent', to: 'selected', action: 'Correct attendance', actors: RECRUITERS },
    { from: 'absent', to: 'waitlisted', action: 'Correct attendance', actors: RECRUITERS },
    { from: 'absent', to: 'rejected', action: 'Correct attendance', actors: RECRUITERS },
    { from: 'waitlisted', to: 'shortlisted', action: 'Correct result', actors: RECRUITERS },
    { from: 'waitlisted', to: 'absent', action: 'Correct result', actors: RECRUITERS },
    { from: 'rejected', to: 'shortlisted', action: 'Correct result', actors: RECRUITERS },
    { from: 'rejected', to: 'selected', action: 'Correct result', actors: RECRUITERS },
    { from: 'rejected', to: 'waitlisted', action: 'Correct result', actors: RECRUITERS },
    { from: 'rejected', to: 'absent', action: 'Correct result', actors: RECRUITERS },
    { from: 'selected', to: 'waitlisted', action: 'Correct result', actors: RECRUITERS },
    { from: 'selected', to: 'rejected', action: 'Correct result', actors: RECRUITERS },
    { from: 'selected', to: 'absent', action: 'Correct result', actors: RECRUITERS },
  ],
});

export const OFFER_STATES = ['issued', 'accepted', 'declined', 'expired', 'rescinded'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An accepted offer cannot be declined later; an unanswered one expires at its respond-by time. */
export const OFFER_MACHINE = defineMachine<OfferState>({
  name: 'offer',
  states: OFFER_STATES,
  initial: ['issued'],
  transitions: [
    { from: 'issued', to: 'accepted', action: 'Accept', actors: ['student'] },
    { from: 'issued', to: 'declined', action: 'Decline', actors: ['student'] },
    { from: 'issued', to: 'expired', action: 'Expire', actors: ['system'] },
    { from: 'issued', to: 'rescinded', action: 'Rescind', actors: RECRUITERS },
    { from: 'accepted', to: 'rescinded', action: 'Rescind', actors: RECRUITERS },
  ],
});

export const ENROLMENT_STATES = ['available', 'placed', 'opted-out', 'blocked'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/**
 * A student's place in the season: the server places and blocks (policy), the student or the TPO opts out. A
 * decision holds until whoever may undo it does: the student opts back in only from an opt-out of their own; a
 * rescinded placement returns the student to the block it interrupted; a block by absences is lifted by the server
 * when an absence behind it is corrected as a mistake, any other only by the TPO.
 */
export const ENROLMENT_MACHINE = defineMachine<EnrolmentState>({
  name: 'enrolment',
  states: ENROLMENT_STATES,
  initial: ['available'],
  transitions: [
    { from: 'available', to: 'placed', action: 'Accept an offer', actors: ['system'] },
    { from: 'placed', to: 'placed', action: 'Accept an upgrade', actors: ['system'] },
    { from: 'placed', to: 'available', action: 'Offer rescinded', actors: ['system'] },
    { from: 'placed', to: 'blocked', action: 'Offer rescinded, block stands', actors: ['system'] },
    { from: 'available', to: 'opted-out', action: 'Opt out', actors: ['student', 'tpo'] },
    {
      from: 'opted-out',
      to: 'available',
      action: 'Opt in',
      actors: ['student', 'tpo'],
      ownDecisionOnly: ['student'],
    },
    { from: 'available', to: 'blocked', action: 'Block', actors: ['system', 'tpo'] },
    { from: 'blocked', to: 'available', action: 'Unblock', actors: ['tpo'] },
    { from: 'blocked', to: 'available', action: 'Absence corrected', actors: ['system'] },
    // An offer won before the block still counts: accepting it places the student.
    { from: 'blocked', to: 'placed', action: 'Accept an offer', actors: ['system'] },
  ],
});
