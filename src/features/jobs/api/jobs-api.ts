import { apiRequest } from '@/lib/api/client';
import {
  ApplyResponseSchema,
  JobDetailResponseSchema,
  JobPageSchema,
  JobsSummarySchema,
  type JobListQuery,
} from '@/lib/api/portal-contract';
import { withQuery } from '@/lib/api/query-string';

type CallOptions = { headers?: Record<string, string> };

/** GET /jobs: one page of open jobs, filtered by text and role. */
export function listJobs(query: JobListQuery, options: CallOptions = {}) {
  return apiRequest(withQuery('/jobs', { ...query }), { response: JobPageSchema, ...options });
}

/** GET /jobs/summary: open jobs, hiring companies and openings per role. */
export function getJobsSummary(options: CallOptions = {}) {
  return apiRequest('/jobs/summary', { response: JobsSummarySchema, ...options });
}

/** GET /jobs/:id: the job, and the signed-in candidate's application to it, if any. */
export function getJob(id: string, options: CallOptions = {}) {
  return apiRequest(`/jobs/${encodeURIComponent(id)}`, { response: JobDetailResponseSchema, ...options });
}

/** POST /jobs/:id/apply: candidates only; a second application is refused (409). */
export function applyToJob(id: string, options: CallOptions = {}) {
  return apiRequest(`/jobs/${encodeURIComponent(id)}/apply`, {
    method: 'POST',
    response: ApplyResponseSchema,
    ...options,
  });
}
