import { callEndpoint } from '@/lib/api/client';
import { apiDownload } from '@/lib/api/download';
import { PORTAL_API } from '@/lib/api/portal-endpoints';
import { PROFILE_API } from '@/lib/api/profile-endpoints';

export function getMyProfile() {
  return callEndpoint(PORTAL_API.candidateProfile);
}

export function getMyApplications() {
  return callEndpoint(PORTAL_API.candidateApplications);
}

export function getRecommendedJobs() {
  return callEndpoint(PORTAL_API.recommendedJobs);
}

export function downloadMyResume(fallbackName: string) {
  return apiDownload(PORTAL_API.ownResume, {}, fallbackName);
}

/** PUT /candidate/resume: multipart with the file under 'resume' (PDF, DOC or DOCX under 5 MB). */
export function replaceMyResume(file: File) {
  return callEndpoint(PORTAL_API.replaceResume, { body: { resume: file } });
}

/** A student's own season profile: whether the placement cell holds their verified academic record. */
export function getSeasonProfile() {
  return callEndpoint(PROFILE_API.ownProfile);
}
