/** The jobs pages the app routes to, each loaded only when its route is visited (the front door names them). */
export const JOB_PAGES = {
  jobPulse: () => import('./pages/job-pulse-page'),
  subJobPulse: () => import('./pages/sub-job-pulse-page'),
  job: () => import('./pages/job-page'),
};

/** A role's open jobs, loaded only where a role page shows them. */
export const loadMatchingJobsList = () =>
  import('./components/matching-jobs-list').then((module) => ({ default: module.MatchingJobsList }));
