import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import {
  ANANYA,
  BHAVANA,
  CHETAN,
  application,
  drive,
  inDays,
  seedSeason,
} from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Graduate Engineer Trainee',
  location: 'Mysuru',
  ctc: { fixed: 450_000, variable: 30_000, joiningBonus: 0 },
  rules: { branches: ['CSE', 'ECE'], graduationYears: [2026], minCgpa: 7, maxActiveBacklogs: 0 },
  deadline: inDays(7),
  rounds: [{ kind: 'test', date: '2026-12-12', time: '09:30', venue: 'Lab 3' }],
  ...overrides,
});

describe('drives: the TPO', () => {
  it('creates a drive for a company that sent its job by e-mail, as a draft, then publishes it', async () => {
    await seedSeason();
    await AS.tpo();
    const created = await call('POST', '/college/drives', { json: input({ companyName: 'Kaveri Motors' }) });
    expect(created.status).toBe(201);
    const { id } = created.body.drive as { id: string };
    expect(created.body.drive).toMatchObject({
      state: 'draft',
      companyName: 'Kaveri Motors',
      tier: 'regular',
      ctcTotal: 480_000,
      proposedBy: 'tpo',
    });
    const published = await call('PATCH', `/college/drives/${id}/state`, { json: { state: 'open' } });
    expect(published.body.drive).toMatchObject({ state: 'open' });
    // The demo student is eligible and registered: told at once.
    await AS.student();
    expect((await call('GET', '/notifications/unread-count')).body).toEqual({ unread: 1 });
  });

  it('refuses a transition the drive machine does not allow, with the refusal as data', async () => {
    await seedSeason([drive('drv-done', { state: 'closed' })]);
    await AS.tpo();
    const { status, body } = await call('PATCH', '/college/drives/drv-done/state', {
      json: { state: 'open' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'invalid_transition',
      message: 'A drive cannot go from closed to open',
      reasons: [{ rule: 'noSuchTransition', machine: 'drive', from: 'closed', to: 'open' }],
    });
    expect((await call('PUT', '/college/drives/drv-done', { json: input() })).body).toMatchObject({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', allowed: ['draft', 'proposed', 'open'] }],
    });
  });

  it('previews eligibility over the batch while editing the rules', async () => {
    await seedSeason();
    await AS.tpo();
    const { body } = await call('POST', '/college/drives/eligibility-preview', {
      json: { branches: [], graduationYears: [], minCgpa: 7, maxActiveBacklogs: 0 },
    });
    expect(body).toMatchObject({
      total: 5,
      eligible: 3,
      text: '3 of the 5 students in the batch; 1 below CGPA 7.0, 1 with active backlogs',
    });
  });

  it('lists drives filtered and sorted on the server', async () => {
    await seedSeason([
      drive('drv-a', { companyName: 'Zeta Labs', ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 } }),
      drive('drv-b', { companyName: 'Alpha Power', state: 'closed' }),
      drive('drv-c', { companyName: 'Mira Chips', ctc: { fixed: 1_300_000, variable: 0, joiningBonus: 0 } }),
    ]);
    await AS.tpo();
    const byCtc = await call('GET', '/college/drives?sort=ctc&dir=desc');
    expect((byCtc.body.items as { id: string }[]).map((row) => row.id)).toEqual(['drv-c', 'drv-a', 'drv-b']);
    const closed = await call('GET', '/college/drives?state=closed');
    expect(closed.body).toMatchObject({ total: 1, items: [{ id: 'drv-b' }] });
    expect((await call('GET', '/college/drives?sort=salary')).status).toBe(400);
  });
});

/** The fixture drive's own terms, as an edit sends them. */
const termsOf = (overrides: Record<string, unknown> = {}) =>
  input({
    title: 'Firmware Engineer',
    location: 'Bengaluru',
    ctc: { fixed: 700_000, variable: 50_000, joiningBonus: 0 },
    rounds: [
      { kind: 'test', date: '2026-12-10', time: '10:00', venue: 'Seminar Hall 1' },
      { kind: 'technical-interview', date: '2026-12-12', time: '10:00', venue: 'Seminar Hall 1' },
    ],
    ...overrides,
  });

describe('drives: the TPO edits a drive', () => {
  it('refuses a round dated before the one ahead of it, saying which and when, and keeps the drive', async () => {
    await seedSeason([drive('drv-open')]);
    await AS.tpo();
    const before = (await mockStore().read()).drives[0]!.rounds;
    const { status, body } = await call('PUT', '/college/drives/drv-open', {
      json: termsOf({
        rounds: [
          { kind: 'test', date: '2026-12-12', time: '10:00', venue: 'Seminar Hall 1' },
          { kind: 'technical-interview', date: '2026-12-11', time: '15:00', venue: 'Seminar Hall 1' },
        ],
      }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'rounds_out_of_order',
      message:
        'Round 2 is dated before round 1 (12 Dec 2026, 10:00 am IST): rounds are held in the order listed',
      reasons: [{ rule: 'roundOrder', order: 2, before: { date: '2026-12-12', time: '10:00' } }],
    });
    expect((await mockStore().read()).drives[0]!.rounds).toEqual(before);
  });

  it('changes any term while nobody has applied, and fixes the tier again for the new CTC', async () => {
    await seedSeason([drive('drv-open', { tier: 'dream', tierPolicyVersion: 1 })]);
    await AS.tpo();
    const { status, body } = await call('PUT', '/college/drives/drv-open', {
      json: termsOf({
        title: 'Firmware Engineer II',
        ctc: { fixed: 1_300_000, variable: 0, joiningBonus: 0 },
        rules: { branches: ['CSE'], graduationYears: [2026], minCgpa: 9 },
      }),
    });
    expect(status).toBe(200);
    expect(body.drive).toMatchObject({
      title: 'Firmware Engineer II',
      ctcTotal: 1_300_000,
      tier: 'super-dream',
      rules: { minCgpa: 9 },
      // Rounds keep their ids by position.
      rounds: [{ id: 'drv-open-r1' }, { id: 'drv-open-r2' }],
    });
    // The student (CGPA 8.1) now reads the new rule with her value.
    await AS.student();
    const seen = await call('GET', '/student/drives/drv-open');
    expect(seen.body.decision).toMatchObject({
      eligible: false,
      reasons: [{ rule: 'cgpa', value: 8.1, limit: 9 }],
    });
  });

  it('after students applied: widens the rules, refuses to shut out an applicant or change the CTC', async () => {
    await seedSeason(
      [drive('drv-open')],
      [
        application('app-a', 'drv-open', ANANYA),
        application('app-c', 'drv-open', CHETAN),
        // A withdrawn application does not hold the terms: she applies afresh if she comes back.
        application('app-b', 'drv-open', BHAVANA, { state: 'withdrawn' }),
      ],
    );
    await AS.tpo();
    const wider = await call('PUT', '/college/drives/drv-open', {
      json: termsOf({ rules: { branches: ['CSE', 'ECE'], graduationYears: [2026], minCgpa: 6.5 } }),
    });
    expect(wider.status).toBe(200);

    const narrower = await call('PUT', '/college/drives/drv-open', {
      json: termsOf({
        ctc: { fixed: 800_000, variable: 50_000, joiningBonus: 0 },
        rules: { branches: ['CSE', 'ECE'], graduationYears: [2026], minCgpa: 8.5 },
      }),
    });
    expect(narrower.status).toBe(409);
    expect(narrower.body).toMatchObject({
      code: 'terms_locked',
      reasons: [
        { rule: 'ctcFixed', applicants: 2, ctcTotal: 750_000 },
        {
          rule: 'excludesApplicants',
          applicants: 2,
          excluded: 1,
          text: '1 of the 2 applicants; 1 below CGPA 8.5',
        },
      ],
    });
    expect(narrower.body.message).toContain('The CTC stays ₹7,50,000: 2 students applied on it');
    // Nothing changed, and the applications stand as decided.
    const state = await mockStore().read();
    expect(state.drives[0]).toMatchObject({ ctc: { fixed: 700_000 }, rules: { minCgpa: 6.5 } });
    expect(state.driveApplications.map((entry) => entry.state)).toEqual(['applied', 'applied', 'withdrawn']);
  });

  it('keeps rounds with published results and refuses a past deadline', async () => {
    const withResults = drive('drv-open');
    withResults.rounds[0]!.resultsPublishedAt = '2026-11-20T10:00:00.000Z';
    await seedSeason([withResults]);
    await AS.tpo();
    const dropped = await call('PUT', '/college/drives/drv-open', {
      json: termsOf({
        rounds: [{ kind: 'hr-interview', date: '2026-12-12', time: '10:00', venue: 'Seminar Hall 1' }],
      }),
    });
    expect(dropped.body).toMatchObject({
      code: 'terms_locked',
      reasons: [{ rule: 'roundHasResults', order: 1, kind: 'test' }],
    });
    const past = await call('PUT', '/college/drives/drv-open', { json: termsOf({ deadline: inDays(-1) }) });
    expect(past).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
  });

  it("edits only its own college's drives, and only before the rounds start", async () => {
    await seedSeason([
      drive('drv-running', { state: 'in-progress' }),
      drive('drv-draft', { state: 'draft' }),
      drive('drv-elsewhere', { collegeId: 'acc-other-college' }),
    ]);
    await AS.tpo();
    expect((await call('PUT', '/college/drives/drv-draft', { json: termsOf() })).status).toBe(200);
    const running = await call('PUT', '/college/drives/drv-running', { json: termsOf() });
    expect(running).toMatchObject({ status: 409, body: { code: 'drive_closed' } });
    expect((await call('PUT', '/college/drives/drv-elsewhere', { json: termsOf() })).status).toBe(403);
    expect((await call('PUT', '/college/drives/drv-nope', { json: termsOf() })).status).toBe(404);
    await AS.voltline();
    expect((await call('PUT', '/college/drives/drv-draft', { json: termsOf() })).status).toBe(403);
  });
});

describe('drives: the company', () => {
  it('proposes a drive from its job; the TPO approves it and the company is told', async () => {
    await seedSeason();
    await AS.voltline();
    const proposed = await call('POST', '/company/drives', {
      json: input({ jobId: 'job-001', collegeId: 'acc-college' }),
    });
    expect(proposed.status).toBe(201);
    const { id } = proposed.body.drive as { id: string };
    expect(proposed.body.drive).toMatchObject({
      state: 'proposed',
      companyId: 'acc-company',
      jobId: 'job-001',
    });
    // Only the TPO approves: the company's own attempt is refused by the machine.
    const self = await call('PATCH', `/company/drives/${id}/state`, { json: { state: 'open' } });
    expect(self.body).toMatchObject({
      code: 'invalid_transition',
      reasons: [{ rule: 'actorNotAllowed', allowed: ['tpo'] }],
    });
    await AS.tpo();
    expect((await call('PATCH', `/college/drives/${id}/state`, { json: { state: 'open' } })).status).toBe(
      200,
    );
    await AS.voltline();
    const inbox = await call('GET', '/notifications');
    expect(inbox.body.items).toMatchObject([{ kind: 'drive-approved' }]);
    expect((await call('GET', '/company/drives')).body).toMatchObject({
      total: 1,
      items: [{ id, state: 'open' }],
    });
  });

  it("cannot propose from another company's job", async () => {
    await seedSeason();
    await AS.otherCompany();
    const { status } = await call('POST', '/company/drives', {
      json: input({ jobId: 'job-001', collegeId: 'acc-college' }),
    });
    expect(status).toBe(403);
  });
});
