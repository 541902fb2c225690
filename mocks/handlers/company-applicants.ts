import { PORTAL_API } from '@/lib/api/portal-endpoints';
import { HttpResponse } from 'msw';
import { type Activity } from '@/lib/api/portal-contract';
import { RECENT_ACTIVITY_LIMIT } from '@/lib/constants';
import { mockStore } from '../db/store';
import type { MockState } from '../db/state';
import { COMPANIES_ONLY, requireAccount } from './access';
import { ownJob } from './company-jobs';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import {
  byNewest,
  candidateProfileFor,
  candidateSummary,
  companyJobView,
  companyNameOf,
  isJobOpen,
} from './portal-views';

function candidateName(state: MockState, candidateId: string): string {
  return state.accounts.find((account) => account.id === candidateId)?.name ?? 'A candidate';
}

/** GET /company/jobs/:id/applicants: who applied to one of the company's jobs, newest first. */
const applicants = route(PORTAL_API.applicants, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const state = await mockStore().read();
  const job = ownJob(state, params.id, account.id);
  if (job instanceof Response) return job;
  const rows = state.applications
    .filter((application) => application.jobId === job.id)
    .sort(byNewest)
    .flatMap((application) => {
      const candidate = state.accounts.find((other) => other.id === application.candidateId);
      if (!candidate) return [];
      return [
        {
          applicationId: application.id,
          status: application.status,
          appliedAt: application.createdAt,
          candidate: candidateSummary(state, candidateProfileFor(state, candidate)),
        },
      ];
    });
  return HttpResponse.json({ job: companyJobView(state, job), applicants: rows });
});

/** PATCH /company/applications/:id: shortlist or turn down an applicant to one of the company's jobs. */
const setApplicationStatus = route(PORTAL_API.setApplicationStatus, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const { status } = await readBody(request, PORTAL_API.setApplicationStatus);
  const result = await mockStore().update((state) => {
    const application = state.applications.find((candidate) => candidate.id === params.id);
    if (!application) return errorResponse(404, 'This application does not exist', 'not_found');
    const job = ownJob(state, application.jobId, account.id);
    if (job instanceof Response)
      return errorResponse(403, 'This application is for another company’s job', 'forbidden');
    application.status = status;
    application.updatedAt = new Date().toISOString();
    return application;
  });
  if (result instanceof Response) return result;
  return HttpResponse.json({
    application: { id: result.id, jobId: result.jobId, status: result.status, appliedAt: result.createdAt },
  });
});

/** GET /company/overview: counts and the latest events around the company's jobs. */
const overview = route(PORTAL_API.companyOverview, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const state = await mockStore().read();
  const own = state.jobs.filter((job) => job.companyId === account.id);
  const ownIds = new Set(own.map((job) => job.id));
  const received = state.applications.filter((application) => ownIds.has(application.jobId));
  const titleOf = (jobId: string) => own.find((job) => job.id === jobId)?.title ?? 'a job';
  const events: Activity[] = [
    ...received.map((application) => ({
      id: application.id,
      kind: 'application' as const,
      text: `${candidateName(state, application.candidateId)} applied for ${titleOf(application.jobId)}`,
      at: application.createdAt,
    })),
    ...own.map((job) => ({
      id: `${job.id}-posted`,
      kind: 'job-posted' as const,
      text: `You posted ${job.title}`,
      at: job.createdAt,
    })),
    ...own.flatMap((job) =>
      job.closedAt
        ? [
            {
              id: `${job.id}-closed`,
              kind: 'job-closed' as const,
              text: `You closed ${job.title}`,
              at: job.closedAt,
            },
          ]
        : [],
    ),
  ];
  return HttpResponse.json({
    companyName: companyNameOf(state, account.id),
    openJobs: own.filter((job) => isJobOpen(job)).length,
    totalJobs: own.length,
    applications: received.length,
    recentActivity: events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_ACTIVITY_LIMIT),
  });
});

export const companyApplicantHandlers = [applicants, setApplicationStatus, overview];
