import { callEndpoint } from '@/lib/api/client';
import type { JobListQuery } from '@/lib/api/jobs-contract';
import { JOBS_API } from '@/lib/api/jobs-endpoints';

/** GET /jobs: one page of open jobs, filtered by text and role. */
export function listJobs(query: JobListQuery) {
  return callEndpoint(JOBS_API.jobs, { query: { ...query } });
}

/** GET /jobs/summary: open jobs, hiring companies and openings per role. */
export function getJobsSummary() {
  return callEndpoint(JOBS_API.jobsSummary);
}

/** GET /jobs/:id: the job, and the signed-in candidate's application to it, if any. */
export function getJob(id: string) {
  return callEndpoint(JOBS_API.job, { params: { id } });
}

/** POST /jobs/:id/apply: candidates only; a second application is refused (409). */
export function applyToJob(id: string) {
  return callEndpoint(JOBS_API.apply, { params: { id } });
}
