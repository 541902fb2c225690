import type { JobListQuery } from '@/lib/api/jobs-contract';
import { JOB_ROLES, type JobRole } from '@/lib/options/company';
import { pageParam } from '@/lib/search-params';

/** Job Pulse filters, read from the URL (?query=&role=&page=), so role pages and shared links can preset them. */
export interface JobFilters {
  query: string;
  role: JobRole | '';
  page: number;
}

export const isJobRole = (value: string | null | undefined): value is JobRole =>
  typeof value === 'string' && (JOB_ROLES as readonly string[]).includes(value);

export function readJobFilters(params: URLSearchParams): JobFilters {
  const role = params.get('role');
  return {
    query: params.get('query')?.trim() ?? '',
    role: isJobRole(role) ? role : '',
    page: pageParam(params),
  };
}

/** The request for these filters. */
export function jobListQuery(filters: JobFilters): JobListQuery {
  return {
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}
