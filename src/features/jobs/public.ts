/**
 * What the app and other features may use of jobs (its front door, docs/architecture.md): the job list, the job
 * browser and a job's page for the dashboards; the site's jobs pages and a role's matching jobs, loaded lazily.
 */
export { JobBrowser } from './components/job-browser';
export { JobList } from './components/job-card';
export { JobDetailView } from './components/job-detail-view';
export { JOB_PAGES, loadMatchingJobsList } from './page-loaders';
