import type { ServerResponse } from 'node:http';
import type { Job, JobsSummary } from '../../../src/lib/api/jobs-contract';
import type { Page } from '../../../src/lib/api/paging-contract';
import { LIST_PAGE_SIZE } from '../../../src/lib/constants';
import { JOB_ROLES } from '../../../src/lib/options/company';

/** Jobs the stub lists: enough for a full first page, so Job Pulse and the role pages draw real lists. */
const STUB_JOB_COUNT = 24;

const stubJobs: Job[] = Array.from({ length: STUB_JOB_COUNT }, (_, index) => ({
  id: `job-${index + 1}`,
  companyId: `company-${(index % 6) + 1}`,
  companyName: `Partner Company ${(index % 6) + 1}`,
  role: JOB_ROLES[index % JOB_ROLES.length]!,
  title: `Engineer, hardware team ${index + 1}`,
  description: 'Design, bring-up and test of electronic products.',
  min_salary: 4,
  max_salary: 9,
  location: 'Bengaluru',
  openings: 2,
  closing_date: '2027-03-31',
  status: 'open',
  postedAt: '2026-11-01T09:00:00.000Z',
}));

const stubSummary: JobsSummary = {
  openJobs: STUB_JOB_COUNT,
  companies: 6,
  roles: JOB_ROLES.map((role) => ({ role, count: stubJobs.filter((job) => job.role === role).length })),
};

function jobPage(search: URLSearchParams): Page<Job> {
  const role = search.get('role');
  const matching = role ? stubJobs.filter((job) => job.role === role) : stubJobs;
  const pageSize = Number(search.get('pageSize')) || LIST_PAGE_SIZE;
  return { items: matching.slice(0, pageSize), total: matching.length, page: 1, pageSize };
}

/**
 * What a real server answers a visitor who is not signed in, for the calls the measured pages make: 401 for the
 * session check, the job summary and lists of open jobs (shaped by the API contract, so the pages draw them as
 * they would draw real data), 404 for anything else. Answered at once: nothing waits on a timeout.
 */
export function answerApi(url: URL, response: ServerResponse) {
  const path = url.pathname.replace(/^\/api/, '');
  const [status, body] =
    path === '/user/check-auth'
      ? [401, { success: false, message: 'Not authenticated' }]
      : path === '/jobs/summary'
        ? [200, stubSummary]
        : path === '/jobs'
          ? [200, jobPage(url.searchParams)]
          : [404, { success: false, message: 'Not found' }];
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}
