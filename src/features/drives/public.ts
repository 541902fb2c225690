/**
 * The drives feature's front door (issue 17): the TPO's and the company's drive screens, for the app's area table,
 * and the outbox kind of round results entered offline.
 */
export { drivesQueuedKindFor } from './queued-kind';
export { DRIVE_SCREENS } from './screens';
export { AssignedRounds } from './components/assigned-rounds';
