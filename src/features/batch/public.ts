/** The batch feature's front door: the college's Batch screen, for the app's area table. */
export { BATCH_SCREENS } from './screens';
