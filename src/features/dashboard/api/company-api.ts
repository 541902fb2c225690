import { apiRequest } from '@/lib/api/client';
import { MessageResponseSchema } from '@/lib/api/contract';
import { apiDownload } from '@/lib/api/download';
import {
  ApplicantsResponseSchema,
  ApplicationResponseSchema,
  CandidatePageSchema,
  CandidateProfileResponseSchema,
  CompanyJobPageSchema,
  CompanyOverviewSchema,
  JobResponseSchema,
  type CandidateFilterQuery,
  type JobInput,
} from '@/lib/api/portal-contract';
import { withQuery } from '@/lib/api/query-string';
import type { ApplicationStatus, JobStatus } from '@/lib/options/jobs';

type CallOptions = { headers?: Record<string, string> };
const jobPath = (id: string) => `/company/jobs/${encodeURIComponent(id)}`;

export function getCompanyOverview(options: CallOptions = {}) {
  return apiRequest('/company/overview', { response: CompanyOverviewSchema, ...options });
}

export function listCompanyJobs(page: number, options: CallOptions = {}) {
  return apiRequest(withQuery('/company/jobs', { page: page > 1 ? page : undefined }), {
    response: CompanyJobPageSchema,
    ...options,
  });
}

export function getCompanyJob(id: string, options: CallOptions = {}) {
  return apiRequest(jobPath(id), { response: JobResponseSchema, ...options });
}

export function postJob(input: JobInput, options: CallOptions = {}) {
  return apiRequest('/company/jobs', {
    method: 'POST',
    body: input,
    response: JobResponseSchema,
    ...options,
  });
}

export function updateJob(id: string, input: JobInput, options: CallOptions = {}) {
  return apiRequest(jobPath(id), { method: 'PUT', body: input, response: JobResponseSchema, ...options });
}

export function setJobStatus(id: string, status: JobStatus, options: CallOptions = {}) {
  return apiRequest(`${jobPath(id)}/status`, {
    method: 'PATCH',
    body: { status },
    response: JobResponseSchema,
    ...options,
  });
}

export function deleteJob(id: string, options: CallOptions = {}) {
  return apiRequest(jobPath(id), { method: 'DELETE', response: MessageResponseSchema, ...options });
}

export function getApplicants(jobId: string, options: CallOptions = {}) {
  return apiRequest(`${jobPath(jobId)}/applicants`, { response: ApplicantsResponseSchema, ...options });
}

export function setApplicationStatus(id: string, status: ApplicationStatus, options: CallOptions = {}) {
  return apiRequest(`/company/applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    response: ApplicationResponseSchema,
    ...options,
  });
}

export function browseCandidates(query: CandidateFilterQuery, options: CallOptions = {}) {
  return apiRequest(withQuery('/company/candidates', { ...query }), {
    response: CandidatePageSchema,
    ...options,
  });
}

export function getCandidate(id: string, options: CallOptions = {}) {
  return apiRequest(`/company/candidates/${encodeURIComponent(id)}`, {
    response: CandidateProfileResponseSchema,
    ...options,
  });
}

export function downloadCandidateResume(id: string, fallbackName: string) {
  return apiDownload(`/company/candidates/${encodeURIComponent(id)}/resume`, fallbackName);
}
