/** What other features may use of jobs (its front door, docs/architecture.md): the job list, a job's page. */
export { JobBrowser } from './components/job-browser';
export { JobList } from './components/job-card';
export { JobDetailView } from './components/job-detail-view';
