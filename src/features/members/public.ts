/**
 * The members feature's front door (issue 35): the committee's and the team's screens for the app's area table,
 * and the page an invited member sets their password on.
 */
export { MEMBER_SCREENS } from './screens';
export { JOIN_PAGE } from './page-loaders';
