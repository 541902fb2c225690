/**
 * Who may see a candidate's contact details and resume (issue 17, 'Privacy'; issue 25, after the process): a
 * company the candidate applied to (one of its jobs or drives) while that application shares them
 * (src/lib/season/contact-sharing.ts), or any company when the candidate chose to be discoverable (off by default).
 */
import { sharedUntil, stillShared } from '@/lib/season/contact-sharing';
import type { MockState } from '../db/state';
import { companyNameOf } from '../handlers/portal-views';

/** One application through which a company sees the candidate's details now. */
export interface SharedThrough {
  companyId: string;
  companyName: string;
  kind: 'drive' | 'job';
  title: string;
  /** When sharing ends; absent while the application is in progress. */
  until?: string;
}

/** Every application of the candidate that shares their details with its company at `nowMs`. */
export function sharedThrough(state: MockState, candidateId: string, nowMs = Date.now()): SharedThrough[] {
  const shares: SharedThrough[] = [];
  const add = (
    entry: Omit<SharedThrough, 'until'>,
    application: { state: string; updatedAt: string },
  ): void => {
    if (!stillShared(application, nowMs)) return;
    const until = sharedUntil(application);
    shares.push({ ...entry, ...(until ? { until } : {}) });
  };
  for (const application of state.applications) {
    if (application.candidateId !== candidateId) continue;
    const job = state.jobs.find((entry) => entry.id === application.jobId);
    if (!job) continue;
    add(
      {
        companyId: job.companyId,
        companyName: companyNameOf(state, job.companyId),
        kind: 'job',
        title: job.title,
      },
      { state: application.status, updatedAt: application.updatedAt },
    );
  }
  for (const application of state.driveApplications) {
    if (application.candidateId !== candidateId) continue;
    const drive = state.drives.find((entry) => entry.id === application.driveId);
    if (!drive?.companyId) continue;
    add(
      { companyId: drive.companyId, companyName: drive.companyName, kind: 'drive', title: drive.title },
      application,
    );
  }
  return shares;
}

export function companyMaySeeContact(
  state: MockState,
  companyId: string,
  candidateId: string,
  nowMs = Date.now(),
): boolean {
  if (state.discoverable.includes(candidateId)) return true;
  return sharedThrough(state, candidateId, nowMs).some((share) => share.companyId === companyId);
}
