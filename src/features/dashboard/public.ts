/** The dashboard's front door: its screens, which the app's area table routes to and lists in the menus. */
export { CANDIDATE_SCREENS, COLLEGE_SCREENS, COMPANY_SCREENS } from './screens';
