import { PORTAL_API } from '@/lib/api/portal-endpoints';
import { HttpResponse } from 'msw';
import type { JobInput } from '@/lib/api/portal-contract';
import { randomId } from '../db/crypto';
import type { MockJob, MockState } from '../db/state';
import { mockStore } from '../db/store';
import { COMPANIES_ONLY, parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { byNewest, companyJobView, paginate, today } from './portal-views';

/** The job with this id if the company owns it; 404 when there is none, 403 when it is another company's. */
export function ownJob(state: MockState, jobId: unknown, companyId: string): MockJob | Response {
  const job = state.jobs.find((candidate) => candidate.id === jobId);
  if (!job) return errorResponse(404, 'This job does not exist or was removed', 'not_found');
  if (job.companyId !== companyId)
    return errorResponse(403, 'This job belongs to another company', 'forbidden');
  return job;
}

/** A closing day already past cannot be set: such a job would never take an application. */
function closingDateProblem(input: JobInput): Response | undefined {
  return input.closing_date < today()
    ? errorResponse(400, 'Invalid request: closing_date must be today or later', 'invalid_request')
    : undefined;
}

function jobFields(
  input: JobInput,
): Omit<MockJob, 'id' | 'companyId' | 'status' | 'createdAt' | 'updatedAt'> {
  return {
    role: input.role,
    title: input.title.trim(),
    description: input.description.trim(),
    ...(input.min_salary === undefined ? {} : { min_salary: input.min_salary }),
    ...(input.max_salary === undefined ? {} : { max_salary: input.max_salary }),
    location: input.location.trim(),
    openings: input.openings,
    closing_date: input.closing_date,
  };
}

/** GET /company/jobs: the company's own jobs, every status, newest first, with applicant counts. */
const listOwn = route(PORTAL_API.companyJobs, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const query = parseQuery(request, PORTAL_API.companyJobs);
  const state = await mockStore().read();
  const own = state.jobs.filter((job) => job.companyId === account.id).sort(byNewest);
  return HttpResponse.json(
    paginate(
      own.map((job) => companyJobView(state, job)),
      query,
    ),
  );
});

/** POST /company/jobs: posts a job, open at once. */
const create = route(PORTAL_API.postJob, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  return idempotent(request, async () => {
    const input = await readBody(request, PORTAL_API.postJob);
    const problem = closingDateProblem(input);
    if (problem) return problem;
    const now = new Date().toISOString();
    const job: MockJob = {
      id: `job-${randomId(6)}`,
      companyId: account.id,
      ...jobFields(input),
      status: 'open',
      createdAt: now,
      updatedAt: now,
    };
    const view = await mockStore().update((state) => {
      state.jobs.push(job);
      return companyJobView(state, job);
    });
    return HttpResponse.json({ job: view }, { status: 201 });
  });
});

const getOwn = route(PORTAL_API.companyJob, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const state = await mockStore().read();
  const job = ownJob(state, params.id, account.id);
  return job instanceof Response ? job : HttpResponse.json({ job: companyJobView(state, job) });
});

/** PUT /company/jobs/:id: replaces the job's fields; its status and applications stay. */
const update = route(PORTAL_API.updateJob, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const input = await readBody(request, PORTAL_API.updateJob);
  const problem = closingDateProblem(input);
  if (problem) return problem;
  const result = await mockStore().update((state) => {
    const job = ownJob(state, params.id, account.id);
    if (job instanceof Response) return job;
    Object.assign(job, jobFields(input), { updatedAt: new Date().toISOString() });
    if (input.min_salary === undefined) delete job.min_salary;
    if (input.max_salary === undefined) delete job.max_salary;
    return companyJobView(state, job);
  });
  return result instanceof Response ? result : HttpResponse.json({ job: result });
});

/** PATCH /company/jobs/:id/status: close a job, or reopen it while its closing day is still ahead. */
const setStatus = route(PORTAL_API.setJobStatus, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const { status } = await readBody(request, PORTAL_API.setJobStatus);
  const result = await mockStore().update((state) => {
    const job = ownJob(state, params.id, account.id);
    if (job instanceof Response) return job;
    if (status === 'open' && job.closing_date < today()) {
      return errorResponse(
        400,
        'Set a closing date from today on before reopening this job',
        'invalid_request',
      );
    }
    const now = new Date().toISOString();
    job.status = status;
    job.updatedAt = now;
    if (status === 'closed') job.closedAt = now;
    else delete job.closedAt;
    return companyJobView(state, job);
  });
  return result instanceof Response ? result : HttpResponse.json({ job: result });
});

/** DELETE /company/jobs/:id: removes the job and the applications to it. */
const remove = route(PORTAL_API.deleteJob, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const result = await mockStore().update((state) => {
    const job = ownJob(state, params.id, account.id);
    if (job instanceof Response) return job;
    state.jobs = state.jobs.filter((candidate) => candidate.id !== job.id);
    state.applications = state.applications.filter((application) => application.jobId !== job.id);
    return job;
  });
  return result instanceof Response
    ? result
    : HttpResponse.json({ message: `Job '${result.title}' deleted` });
});

export const companyJobHandlers = [listOwn, create, getOwn, update, setStatus, remove];
