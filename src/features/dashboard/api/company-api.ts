import { callEndpoint } from '@/lib/api/client';
import { apiDownload } from '@/lib/api/download';
import type { CandidateFilterQuery, JobInput } from '@/lib/api/portal-contract';
import { PORTAL_API } from '@/lib/api/portal-endpoints';
import type { ApplicationStatus, JobStatus } from '@/lib/options/jobs';

export function getCompanyOverview() {
  return callEndpoint(PORTAL_API.companyOverview);
}

export function listCompanyJobs(page: number) {
  return callEndpoint(PORTAL_API.companyJobs, { query: { page: page > 1 ? page : undefined } });
}

export function getCompanyJob(id: string) {
  return callEndpoint(PORTAL_API.companyJob, { params: { id } });
}

export function postJob(input: JobInput) {
  return callEndpoint(PORTAL_API.postJob, { body: input });
}

export function updateJob(id: string, input: JobInput) {
  return callEndpoint(PORTAL_API.updateJob, { params: { id }, body: input });
}

export function setJobStatus(id: string, status: JobStatus) {
  return callEndpoint(PORTAL_API.setJobStatus, { params: { id }, body: { status } });
}

export function deleteJob(id: string) {
  return callEndpoint(PORTAL_API.deleteJob, { params: { id } });
}

export function getApplicants(jobId: string) {
  return callEndpoint(PORTAL_API.applicants, { params: { id: jobId } });
}

export function setApplicationStatus(id: string, status: ApplicationStatus) {
  return callEndpoint(PORTAL_API.setApplicationStatus, { params: { id }, body: { status } });
}

export function browseCandidates(query: CandidateFilterQuery) {
  return callEndpoint(PORTAL_API.companyCandidates, { query: { ...query } });
}

export function getCandidate(id: string) {
  return callEndpoint(PORTAL_API.companyCandidate, { params: { id } });
}

export function downloadCandidateResume(id: string, fallbackName: string) {
  return apiDownload(PORTAL_API.companyCandidateResume, { id }, fallbackName);
}
