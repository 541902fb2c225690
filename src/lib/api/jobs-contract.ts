/**
 * Jobs as Job Pulse, the role pages and a job's page show them (docs/api.md, 'Proposed extension'; the calls are
 * in jobs-endpoints.ts): a job, a page of jobs, the summary, applying. Public pages load these and no dashboard's.
 */
import type { Infer } from 'superstruct';
import { array, enums, integer, number, object, optional, string, type } from './schema-kit';
import { JOB_ROLES } from '../options/company';
import { APPLICATION_STATUSES, JOB_STATUSES } from '../options/jobs';
import { pageOf, PageParam, PageSizeParam } from './paging-contract';

export const JobStatusSchema = enums(JOB_STATUSES);
export const ApplicationStatusSchema = enums(APPLICATION_STATUSES);

export const JobSchema = type({
  id: string(),
  companyId: string(),
  companyName: string(),
  role: enums(JOB_ROLES),
  title: string(),
  description: string(),
  min_salary: optional(number()),
  max_salary: optional(number()),
  location: string(),
  openings: integer(),
  closing_date: string(),
  status: JobStatusSchema,
  postedAt: string(),
  /** Only for a signed-in candidate who applied. */
  applicationStatus: optional(ApplicationStatusSchema),
});
export type Job = Infer<typeof JobSchema>;

export const JobListQuerySchema = object({
  query: optional(string()),
  role: optional(enums(JOB_ROLES)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type JobListQuery = Infer<typeof JobListQuerySchema>;
export const JobPageSchema = pageOf(JobSchema);

export const JobsSummarySchema = type({
  openJobs: integer(),
  companies: integer(),
  roles: array(type({ role: enums(JOB_ROLES), count: integer() })),
});
export type JobsSummary = Infer<typeof JobsSummarySchema>;

export const ApplicationSchema = type({
  id: string(),
  jobId: string(),
  status: ApplicationStatusSchema,
  appliedAt: string(),
});
export type Application = Infer<typeof ApplicationSchema>;

export const JobDetailResponseSchema = type({ job: JobSchema, application: optional(ApplicationSchema) });
export const ApplyResponseSchema = type({ message: optional(string()), application: ApplicationSchema });
