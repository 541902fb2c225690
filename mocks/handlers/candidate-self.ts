import { PORTAL_API } from '@/lib/api/portal-endpoints';
import { RESUME_FILE_KINDS } from '@/lib/files/file-kind';
import { HttpResponse } from 'msw';

import { RECOMMENDED_JOBS_LIMIT } from '@/lib/constants';
import { mockStore } from '../db/store';
import { CANDIDATES_ONLY, requireAccount } from './access';
import { readBody } from './http/bodies';
import { route } from './http/route';
import {
  byNewest,
  candidateProfileFor,
  candidateProfileView,
  isJobOpen,
  jobView,
  resumeInfo,
} from './portal-views';
import { recommendJobs } from './recommend';
import { uploadByContents } from './http/uploads';
import { resumeDownload } from './resume-file';

/** GET /candidate/profile: the signed-in candidate's own profile and resume details. */
const profile = route(PORTAL_API.candidateProfile, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  const state = await mockStore().read();
  return HttpResponse.json({ profile: candidateProfileView(state, candidateProfileFor(state, account)) });
});

/** GET /candidate/applications: every application of the candidate, newest first, with its job. */
const applications = route(PORTAL_API.candidateApplications, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  const state = await mockStore().read();
  const mine = state.applications
    .filter((application) => application.candidateId === account.id)
    .sort(byNewest);
  return HttpResponse.json({
    applications: mine.flatMap((application) => {
      const job = state.jobs.find((candidate) => candidate.id === application.jobId);
      if (!job) return [];
      return [
        {
          id: application.id,
          jobId: job.id,
          status: application.status,
          appliedAt: application.createdAt,
          job: jobView(state, job, application.status),
        },
      ];
    }),
  });
});

/** GET /candidate/recommended-jobs: open jobs the candidate has not applied to, best fit first. */
const recommended = route(PORTAL_API.recommendedJobs, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  const state = await mockStore().read();
  const applied = new Set(
    state.applications
      .filter((application) => application.candidateId === account.id)
      .map(({ jobId }) => jobId),
  );
  const open = state.jobs.filter((job) => isJobOpen(job) && !applied.has(job.id));
  const jobs = recommendJobs(open, candidateProfileFor(state, account), RECOMMENDED_JOBS_LIMIT);
  return HttpResponse.json({ jobs: jobs.map((job) => jobView(state, job)) });
});

/** GET /candidate/resume: the candidate's own resume file. */
const downloadOwnResume = route(PORTAL_API.ownResume, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  const state = await mockStore().read();
  return resumeDownload(state, candidateProfileFor(state, account));
});

/**
 * PUT /candidate/resume: replaces the resume (multipart, field 'resume'; the contract refuses a file the rule
 * refuses, and its bytes must be a PDF, DOC or DOCX).
 */
const replaceResume = route(PORTAL_API.replaceResume, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  const body = await readBody(request, PORTAL_API.replaceResume);
  const resume = await uploadByContents(body.resume, RESUME_FILE_KINDS, 'resume');
  if (resume instanceof Response) return resume;
  const stored = {
    name: resume instanceof File ? resume.name : 'resume',
    type: resume.type,
    size: resume.size,
    uploadedAt: new Date().toISOString(),
    file: resume,
  };
  const info = await mockStore().update((state) => {
    state.resumes[account.id] = stored;
    return resumeInfo(state, account.id);
  });
  return HttpResponse.json({ message: 'Resume updated', resume: info });
});

export const candidateSelfHandlers = [profile, applications, recommended, downloadOwnResume, replaceResume];
