import { CANDIDATE_TYPES } from '../user-types';
import { endpoint, notFound } from './endpoint';
import {
  ApplyResponseSchema,
  JobDetailResponseSchema,
  JobListQuerySchema,
  JobPageSchema,
  JobsSummarySchema,
} from './jobs-contract';

/**
 * Job Pulse's calls (docs/api.md, 'Proposed extension'): the open jobs, their summary, one job, applying. One entry
 * each, used by the client and the mock backend alike. The public pages load these; the dashboards' calls are in
 * portal-endpoints.ts.
 */
export const JOBS_API = {
  jobs: endpoint({
    method: 'GET',
    path: '/jobs',
    summary: 'Open jobs, newest first, one page at a time.',
    query: JobListQuerySchema,
    response: JobPageSchema,
  }),
  jobsSummary: endpoint({
    method: 'GET',
    path: '/jobs/summary',
    summary: 'Counts of open jobs, hiring companies and roles.',
    response: JobsSummarySchema,
  }),
  job: endpoint({
    method: 'GET',
    path: '/jobs/:id',
    summary: 'One job; a signed-in candidate also gets their application to it.',
    response: JobDetailResponseSchema,
    errors: [notFound('job')],
  }),
  apply: endpoint({
    method: 'POST',
    path: '/jobs/:id/apply',
    summary: 'Applies to an open job.',
    response: ApplyResponseSchema,
    status: 201,
    access: CANDIDATE_TYPES,
    idempotent: true,
    errors: [
      notFound('job'),
      { status: 409, code: 'job_closed', when: 'the job no longer takes applications' },
      { status: 409, code: 'already_applied', when: 'the candidate has applied already' },
    ],
  }),
};
