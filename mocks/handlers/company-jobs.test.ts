import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { AS, jobInput, signOutLocally } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

type Row = { id: string; title: string; status: string; applicantCount?: number };
const ids = (body: Record<string, unknown>) => (body.items as Row[]).map((job) => job.id);
const openJobIds = async () => ids((await call('GET', '/jobs?pageSize=50')).body);

describe('company jobs API: authorization', () => {
  it('answers 401 without a session and 403 to candidates and colleges', async () => {
    signOutLocally();
    expect((await call('GET', '/company/jobs')).status).toBe(401);
    expect((await call('POST', '/company/jobs', { json: jobInput() })).status).toBe(401);
    expect((await call('DELETE', '/company/jobs/job-001')).status).toBe(401);
    await AS.student();
    expect((await call('GET', '/company/jobs')).status).toBe(403);
    expect((await call('POST', '/company/jobs', { json: jobInput() })).status).toBe(403);
    await AS.tpo();
    expect((await call('PATCH', '/company/jobs/job-001/status', { json: { status: 'closed' } })).status).toBe(
      403,
    );
    expect((await call('GET', '/company/overview')).status).toBe(403);
  });

  it("lets a company change only its own jobs: another company's answers 403, an unknown id 404", async () => {
    await AS.otherCompany();
    expect((await call('GET', '/company/jobs/job-001')).status).toBe(403);
    expect((await call('PUT', '/company/jobs/job-001', { json: jobInput() })).status).toBe(403);
    expect((await call('PATCH', '/company/jobs/job-001/status', { json: { status: 'closed' } })).status).toBe(
      403,
    );
    expect((await call('DELETE', '/company/jobs/job-001')).status).toBe(403);
    expect((await call('GET', '/company/jobs/job-001/applicants')).status).toBe(403);
    expect((await call('PUT', '/company/jobs/job-nope', { json: jobInput() })).status).toBe(404);
    // Nothing changed.
    const job = (await mockStore().read()).jobs.find((candidate) => candidate.id === 'job-001');
    expect(job).toMatchObject({ status: 'open', title: 'Embedded Software Engineer' });
    // Its own company's list holds only its own jobs.
    expect(ids((await call('GET', '/company/jobs?pageSize=50')).body)).not.toContain('job-001');
  });
});

describe('company jobs API: validation', () => {
  it.each([
    ['a maximum not above the minimum', { min_salary: 10, max_salary: 8 }],
    ['a missing location', { location: '' }],
    ['an empty description', { description: '' }],
    ['a tab in the title', { title: 'PCB\tDesigner' }],
    ['a title over 120 characters', { title: 'T'.repeat(121) }],
    ['a description over 5000 characters', { description: 'D'.repeat(5001) }],
    ['a location over 100 characters', { location: 'L'.repeat(101) }],
    ['no openings', { openings: 0 }],
    ['a closing date that is not a date', { closing_date: '2026-02-31' }],
    ['a closing date in the past', { closing_date: '2020-01-01' }],
    ['an unknown role', { role: 'astronaut' }],
    ['an unknown field', { urgent: true }],
  ])('answers 400 for %s', async (_case, overrides) => {
    await AS.voltline();
    const response = await call('POST', '/company/jobs', { json: jobInput(overrides) });
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toMatch(/^Invalid request: /);
  });
});

describe('company jobs API: titles and lengths (issue 14)', () => {
  it.each(['C/C++ Firmware Engineer 2026', 'Node.js Developer (L2) – #Payments', 'T'.repeat(120)])(
    'takes the title %j as typed',
    async (title) => {
      await AS.voltline();
      const posted = await call('POST', '/company/jobs', { json: jobInput({ title }) });
      expect(posted).toMatchObject({ status: 201, body: { job: { title } } });
    },
  );

  it('says which field is too long, its limit and what it received, without echoing it', async () => {
    await AS.voltline();
    const response = await call('POST', '/company/jobs', { json: jobInput({ title: 'T'.repeat(2000) }) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Invalid request: title: Expected a string with a length between `1` and `120`, but received a 2000-character text',
    );
  });
});

describe('company jobs API: the life of a job', () => {
  it('posts a job that appears on Job Pulse, edits it, closes and reopens it, then deletes it', async () => {
    await AS.voltline();
    const posted = await call('POST', '/company/jobs', { json: jobInput() });
    expect(posted).toMatchObject({
      status: 201,
      body: {
        job: { title: 'Senior PCB Designer', status: 'open', companyName: 'Voltline Embedded Systems' },
      },
    });
    const id = (posted.body.job as Row).id;
    expect(await openJobIds()).toContain(id);

    const edited = await call('PUT', `/company/jobs/${id}`, {
      json: jobInput({ title: 'Lead PCB Designer', min_salary: undefined, max_salary: 20 }),
    });
    expect(edited.body).toMatchObject({ job: { title: 'Lead PCB Designer', max_salary: 20 } });
    expect((edited.body.job as Record<string, unknown>).min_salary).toBeUndefined();

    await AS.student();
    expect((await call('POST', `/jobs/${id}/apply`)).status).toBe(201);
    await AS.voltline();
    const applicants = await call('GET', `/company/jobs/${id}/applicants`);
    expect(applicants.body).toMatchObject({
      job: { applicantCount: 1 },
      applicants: [{ status: 'applied', candidate: { name: 'Ananya Rao' } }],
    });

    const closed = await call('PATCH', `/company/jobs/${id}/status`, { json: { status: 'closed' } });
    expect(closed.body).toMatchObject({ job: { status: 'closed' } });
    expect(await openJobIds()).not.toContain(id);
    expect((await call('PATCH', `/company/jobs/${id}/status`, { json: { status: 'open' } })).status).toBe(
      200,
    );
    expect(await openJobIds()).toContain(id);

    expect((await call('DELETE', `/company/jobs/${id}`)).status).toBe(200);
    expect(await openJobIds()).not.toContain(id);
    expect((await call('GET', `/jobs/${id}`)).status).toBe(404);
    const state = await mockStore().read();
    expect(state.applications.some((application) => application.jobId === id)).toBe(false);
  });

  it('sets an application status only for its own jobs', async () => {
    await AS.voltline();
    const applicants = await call('GET', '/company/jobs/job-001/applicants');
    const [first] = applicants.body.applicants as { applicationId: string }[];
    expect(first).toBeDefined();
    const path = `/company/applications/${first?.applicationId}`;
    expect((await call('PATCH', path, { json: { status: 'hired' } })).status).toBe(400);
    expect((await call('PATCH', path, { json: { status: 'shortlisted' } })).body).toMatchObject({
      application: { status: 'shortlisted' },
    });
    await AS.otherCompany();
    expect((await call('PATCH', path, { json: { status: 'rejected' } })).status).toBe(403);
  });

  it('gives the overview: open jobs, applications received and recent activity', async () => {
    await AS.voltline();
    const overview = await call('GET', '/company/overview');
    expect(overview.body).toMatchObject({
      companyName: 'Voltline Embedded Systems',
      openJobs: 5,
      totalJobs: 6,
    });
    expect(overview.body.applications).toBeGreaterThanOrEqual(7);
    expect((overview.body.recentActivity as unknown[]).length).toBeGreaterThan(0);
  });
});
