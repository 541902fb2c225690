/**
 * Who may see a candidate's contact details and resume (issue 17, 'Privacy'): a company the candidate applied to
 * (one of its jobs or drives), or any company when the candidate chose to be discoverable. Off by default.
 */
import type { MockState } from '../db/state';

export function companyMaySeeContact(state: MockState, companyId: string, candidateId: string): boolean {
  if (state.discoverable.includes(candidateId)) return true;
  const ownJobs = new Set(state.jobs.filter((job) => job.companyId === companyId).map((job) => job.id));
  if (
    state.applications.some(
      (application) => application.candidateId === candidateId && ownJobs.has(application.jobId),
    )
  )
    return true;
  const ownDrives = new Set(
    state.drives.filter((drive) => drive.companyId === companyId).map((drive) => drive.id),
  );
  return state.driveApplications.some(
    (application) => application.candidateId === candidateId && ownDrives.has(application.driveId),
  );
}
