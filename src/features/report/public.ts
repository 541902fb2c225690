/** The report feature's front door: the report's screens, for the app's area table. */
export { REPORT_SCREENS } from './screens';
