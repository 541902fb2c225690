/**
 * Which drive states allow what (issue 25: defined once, read by the screens and the mock alike). A drive takes
 * applications while open; results and offers are recorded while it is open or its rounds run; students see it
 * from the moment it opens until it closes for good.
 */
import type { DriveState } from './machines';

/** A student may apply (and withdraw, until the deadline). */
export const APPLYING_DRIVE_STATES: readonly DriveState[] = ['open'];

/** Round results are published and amended. */
export const RESULTS_DRIVE_STATES: readonly DriveState[] = ['open', 'in-progress'];

/** Offers are issued. */
export const OFFER_DRIVE_STATES: readonly DriveState[] = ['open', 'in-progress'];

/** The drive is listed to the students of its college. */
export const STUDENT_VISIBLE_DRIVE_STATES: readonly DriveState[] = ['open', 'in-progress', 'closed'];

export const takesResults = (state: DriveState) => RESULTS_DRIVE_STATES.includes(state);
export const makesOffers = (state: DriveState) => OFFER_DRIVE_STATES.includes(state);
export const takesApplications = (state: DriveState) => APPLYING_DRIVE_STATES.includes(state);
