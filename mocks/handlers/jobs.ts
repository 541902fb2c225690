import { JOBS_API } from '@/lib/api/jobs-endpoints';
import { HttpResponse } from 'msw';
import { JOB_ROLES, labelFromValue } from '@/lib/options/company';
import { isCandidateType } from '@/lib/user-types';
import { randomId } from '../db/crypto';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { CANDIDATES_ONLY, parseQuery, requireAccount } from './access';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { currentSession } from './http/sessions';
import { isJobOpen, jobView, paginate, textMatches } from './portal-views';

/** The signed-in candidate's applications by job id (empty for anyone else), to mark jobs already applied to. */
async function applicationsOfCaller(cookies: Record<string, string>, state: MockState) {
  const signedIn = await currentSession(cookies);
  if (!signedIn || !isCandidateType(signedIn.account.type))
    return new Map<string, MockState['applications'][number]>();
  const mine = state.applications.filter((application) => application.candidateId === signedIn.account.id);
  return new Map(mine.map((application) => [application.jobId, application]));
}

/** GET /jobs: open jobs, newest first; anyone may call it. */
const listJobs = route(JOBS_API.jobs, async ({ request, cookies }) => {
  const query = parseQuery(request, JOBS_API.jobs);
  const state = await mockStore().read();
  const applied = await applicationsOfCaller(cookies, state);
  const matching = state.jobs
    .filter((job) => isJobOpen(job) && (!query.role || job.role === query.role))
    .map((job) => jobView(state, job, applied.get(job.id)?.status))
    .filter((job) =>
      textMatches(
        query.query,
        job.title,
        job.companyName,
        job.location,
        job.description,
        labelFromValue(job.role),
      ),
    )
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt));
  return HttpResponse.json(paginate(matching, query));
});

/** GET /jobs/summary: counts for the Job Pulse page. */
const summary = route(JOBS_API.jobsSummary, async () => {
  const state = await mockStore().read();
  const open = state.jobs.filter((job) => isJobOpen(job));
  const roles = JOB_ROLES.map((role) => ({
    role,
    count: open.filter((job) => job.role === role).length,
  })).filter(({ count }) => count > 0);
  return HttpResponse.json({
    openJobs: open.length,
    companies: new Set(open.map((job) => job.companyId)).size,
    roles,
  });
});

/** GET /jobs/:id: any job that exists (a closed one says so); a candidate also gets their application. */
const getJob = route(JOBS_API.job, async ({ params, cookies }) => {
  const state = await mockStore().read();
  const job = state.jobs.find((candidate) => candidate.id === params.id);
  if (!job) return errorResponse(404, 'This job does not exist or was removed', 'not_found');
  const application = (await applicationsOfCaller(cookies, state)).get(job.id);
  return HttpResponse.json({
    job: jobView(state, job, application?.status),
    ...(application
      ? {
          application: {
            id: application.id,
            jobId: job.id,
            status: application.status,
            appliedAt: application.createdAt,
          },
        }
      : {}),
  });
});

/** POST /jobs/:id/apply: candidates only, once per job, while the job is open. */
const apply = route(JOBS_API.apply, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, CANDIDATES_ONLY);
  return idempotent(request, async () => {
    const now = new Date().toISOString();
    const outcome = await mockStore().update((state) => {
      const job = state.jobs.find((candidate) => candidate.id === params.id);
      if (!job) return errorResponse(404, 'This job does not exist or was removed', 'not_found');
      if (!isJobOpen(job))
        return errorResponse(409, 'This job is no longer accepting applications', 'job_closed');
      const earlier = state.applications.find(
        (application) => application.jobId === job.id && application.candidateId === account.id,
      );
      if (earlier) return errorResponse(409, 'You have already applied for this job', 'already_applied');
      const application = {
        id: `app-${randomId(6)}`,
        jobId: job.id,
        candidateId: account.id,
        status: 'applied' as const,
        createdAt: now,
        updatedAt: now,
      };
      state.applications.push(application);
      return application;
    });
    if (outcome instanceof Response) return outcome;
    return HttpResponse.json(
      {
        message: 'Application sent',
        application: {
          id: outcome.id,
          jobId: outcome.jobId,
          status: outcome.status,
          appliedAt: outcome.createdAt,
        },
      },
      { status: 201 },
    );
  });
});

export const jobHandlers = [listJobs, summary, getJob, apply];
