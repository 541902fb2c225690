import { apiRequest } from '@/lib/api/client';
import { apiDownload } from '@/lib/api/download';
import {
  CandidateProfileResponseSchema,
  JobListResponseSchema,
  MyApplicationsResponseSchema,
  ResumeResponseSchema,
} from '@/lib/api/portal-contract';

type CallOptions = { headers?: Record<string, string> };

export function getMyProfile(options: CallOptions = {}) {
  return apiRequest('/candidate/profile', { response: CandidateProfileResponseSchema, ...options });
}

export function getMyApplications(options: CallOptions = {}) {
  return apiRequest('/candidate/applications', { response: MyApplicationsResponseSchema, ...options });
}

export function getRecommendedJobs(options: CallOptions = {}) {
  return apiRequest('/candidate/recommended-jobs', { response: JobListResponseSchema, ...options });
}

export function downloadMyResume(fallbackName: string) {
  return apiDownload('/candidate/resume', fallbackName);
}

/** PUT /candidate/resume: multipart with the file under 'resume' (PDF, DOC or DOCX under 5 MB). */
export function replaceMyResume(file: File, options: CallOptions = {}) {
  const body = new FormData();
  body.append('resume', file, file.name);
  return apiRequest('/candidate/resume', { method: 'PUT', body, response: ResumeResponseSchema, ...options });
}
