import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '@/lib/constants';
import { call } from '../../tests/support/api';
import { AS, signOutLocally } from '../../tests/support/sessions';

type JobRow = { id: string; role: string; status: string; title: string; applicationStatus?: string };
const items = (body: Record<string, unknown>) => body.items as JobRow[];

describe('public jobs API', () => {
  it('lists only open jobs, newest first, a page at a time, to anonymous visitors', async () => {
    const first = await call('GET', '/jobs');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(20);
    expect(items(first.body)).toHaveLength(LIST_PAGE_SIZE);
    expect(items(first.body).every((job) => job.status === 'open')).toBe(true);
    const all = await call('GET', '/jobs?pageSize=50');
    const ids = items(all.body).map((job) => job.id);
    // Seeded job-006 and job-018 are closed.
    expect(ids).not.toContain('job-006');
    expect(ids).not.toContain('job-018');
    expect(new Set(items(all.body).map((job) => job.role)).size).toBeGreaterThanOrEqual(10);
  });

  it('filters by role and by text', async () => {
    const pcb = await call('GET', '/jobs?role=pcb_designer');
    expect(items(pcb.body).length).toBeGreaterThan(0);
    expect(items(pcb.body).every((job) => job.role === 'pcb_designer')).toBe(true);
    const text = await call('GET', '/jobs?query=northstar');
    expect(items(text.body).length).toBeGreaterThan(0);
    expect((await call('GET', '/jobs?query=no-such-words-anywhere')).body.total).toBe(0);
  });

  it('answers 400 for an unknown role, a bad page or an unknown parameter', async () => {
    expect((await call('GET', '/jobs?role=astronaut')).status).toBe(400);
    expect((await call('GET', '/jobs?page=0')).status).toBe(400);
    expect((await call('GET', '/jobs?sort=salary')).status).toBe(400);
  });

  it('shows one job, closed ones included, and 404 for none', async () => {
    expect((await call('GET', '/jobs/job-001')).body).toMatchObject({
      job: { id: 'job-001', status: 'open' },
    });
    expect((await call('GET', '/jobs/job-006')).body).toMatchObject({ job: { status: 'closed' } });
    expect((await call('GET', '/jobs/job-nope')).status).toBe(404);
  });
});

describe('applying for a job', () => {
  it('needs a session (401) of a candidate (403)', async () => {
    signOutLocally();
    expect((await call('POST', '/jobs/job-001/apply')).status).toBe(401);
    await AS.voltline();
    expect((await call('POST', '/jobs/job-001/apply')).status).toBe(403);
    await AS.tpo();
    expect((await call('POST', '/jobs/job-001/apply')).status).toBe(403);
  });

  it('accepts one application per candidate and job, then answers 409 and shows the status', async () => {
    await AS.student();
    const first = await call('POST', '/jobs/job-003/apply');
    expect(first).toMatchObject({
      status: 201,
      body: { application: { jobId: 'job-003', status: 'applied' } },
    });
    const again = await call('POST', '/jobs/job-003/apply');
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already applied for this job' } });
    expect((await call('GET', '/jobs/job-003')).body).toMatchObject({
      job: { applicationStatus: 'applied' },
      application: { status: 'applied' },
    });
    const listed = items((await call('GET', '/jobs?pageSize=50')).body).find((job) => job.id === 'job-003');
    expect(listed?.applicationStatus).toBe('applied');
    // Another candidate may still apply.
    await AS.fresher();
    expect((await call('POST', '/jobs/job-003/apply')).status).toBe(201);
  });

  it('refuses closed jobs (409) and unknown ones (404)', async () => {
    await AS.professional();
    expect((await call('POST', '/jobs/job-006/apply')).status).toBe(409);
    expect((await call('POST', '/jobs/job-nope/apply')).status).toBe(404);
  });
});
