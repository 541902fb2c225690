/**
 * The public site's front door: the slot through which a role page lists matching jobs (the app fills it from
 * jobs, which the site does not import), and the site's pages, loaded lazily.
 */
export { MatchingJobsSlot } from './components/matching-jobs-slot';
export { SITE_PAGES } from './page-loaders';
