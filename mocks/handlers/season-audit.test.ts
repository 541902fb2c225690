import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import { AUDIT_TABLE_HEADINGS, auditRow, type AuditEntry } from '@/lib/season/audit';
import { csvText } from '@/lib/csv/csv-text';
import { call } from '../../tests/support/api';
import {
  ANANYA,
  BHAVANA,
  CHETAN,
  application,
  drive,
  inDays,
  offer,
  seedSeason,
} from '../../tests/support/season-fixture';
import { AS, signInAs } from '../../tests/support/sessions';
import { mockStore } from '../db/store';
import { mockRoutes } from '../handlers';

const LOG = '/college/season/audit';
type Page = { items: AuditEntry[]; total: number; people: { name: string; role: string }[] };

const logPage = async (query = '') => (await call('GET', `${LOG}${query}`)).body as unknown as Page;
const latest = async () => (await logPage()).items[0];

const optOut = (reason = 'Joining the family business') =>
  call('PATCH', `/college/season/students/${ANANYA.rollNumber}/enrolment`, {
    json: { state: 'opted-out', reason },
  });

describe('the audit log: each decision signed', () => {
  it('signs the placement officer’s opt-out with who, role, before → after and the reason', async () => {
    await seedSeason();
    await AS.tpo();
    expect((await optOut()).status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'opted-out',
      by: { id: 'acc-college', name: expect.any(String), role: 'placementOfficer' },
      students: [
        { rollNumber: ANANYA.rollNumber, name: ANANYA.name, before: 'in the running', after: 'opted out' },
      ],
      reason: 'Joining the family business',
    });
  });

  it('signs the student’s own opt-out and opting back in as the student', async () => {
    await seedSeason();
    await AS.student();
    await call('PATCH', '/student/season', { json: { state: 'opted-out' } });
    await call('PATCH', '/student/season', { json: { state: 'available' } });
    await AS.tpo();
    const { items } = await logPage();
    expect(items.map((entry) => [entry.action, entry.by.role])).toEqual([
      ['opted-in', 'student'],
      ['opted-out', 'student'],
    ]);
  });

  it('signs a publication with every student it moved, and a correction with one', async () => {
    await seedSeason(
      [drive('drv-run', { state: 'in-progress', deadline: inDays(-1) })],
      [application('app-a', 'drv-run', ANANYA), application('app-b', 'drv-run', CHETAN)],
    );
    await AS.voltline();
    const round = '/drives/drv-run/rounds/drv-run-r1';
    const published = await call('POST', `${round}/results`, {
      json: { advance: [ANANYA.rollNumber], absent: [CHETAN.rollNumber] },
    });
    expect(published.body).toMatchObject({ advanced: 1, absent: 1 });
    await call('POST', `${round}/corrections`, { json: { rollNumber: CHETAN.rollNumber, to: 'advance' } });
    await AS.tpo();
    const { items } = await logPage();
    expect(items[1]).toMatchObject({
      action: 'results-published',
      by: { role: 'companyAdmin' },
      drive: { id: 'drv-run', title: 'Voltline Embedded Systems: Firmware Engineer' },
      students: [
        { rollNumber: ANANYA.rollNumber, before: 'round 1', after: 'advanced' },
        { rollNumber: CHETAN.rollNumber, before: 'round 1', after: 'absent' },
      ],
    });
    expect(items[0]).toMatchObject({
      action: 'result-corrected',
      students: [{ rollNumber: CHETAN.rollNumber, before: 'round 1: absent', after: 'advanced' }],
    });
  });

  it('signs offers issued, accepted and rescinded, each by whoever took the step', async () => {
    await seedSeason(
      [drive('drv-run', { state: 'in-progress', deadline: inDays(-1) })],
      [application('app-a', 'drv-run', ANANYA, { state: 'selected', roundReached: 2 })],
    );
    await AS.voltline();
    const issued = await call('POST', '/drives/drv-run/offers', {
      json: {
        applicationId: 'app-a',
        ctc: { fixed: 700_000, variable: 50_000, joiningBonus: 0 },
        location: 'Bengaluru',
        joiningDate: '2027-07-01',
        respondBy: inDays(3),
      },
    });
    const id = (issued.body.offer as { id: string }).id;
    await AS.student();
    await call('PATCH', `/student/offers/${id}`, { json: { state: 'accepted' } });
    await AS.tpo();
    await call('PATCH', `/offers/${id}`, { json: { state: 'rescinded', reason: 'The role was withdrawn' } });
    const { items } = await logPage();
    expect(items.map((entry) => [entry.action, entry.by.role, entry.students[0]?.after])).toEqual([
      ['offer-rescinded', 'placementOfficer', 'rescinded'],
      ['offer-accepted', 'student', 'accepted'],
      ['offer-issued', 'companyAdmin', 'issued (7.5 LPA, Dream)'],
    ]);
    expect(items[0]?.students[0]?.before).toBe('accepted');
    expect(items[0]?.reason).toBe('The role was withdrawn');
  });

  it('signs policy changes, drive moves and record imports', async () => {
    await seedSeason([drive('drv-open')]);
    await AS.tpo();
    await call('PUT', '/college/season/policy', {
      json: {
        dreamFrom: 500_000,
        superDreamFrom: 1_000_000,
        maxOffers: 1,
        afterPlacement: 'none',
        absencesToBlock: 0,
      },
    });
    await call('PATCH', '/college/drives/drv-open/state', { json: { state: 'cancelled' } });
    await call('POST', '/college/batch/import', { json: { records: [{ ...CHETAN, cgpa: 9.1 }] } });
    const { items } = await logPage();
    expect(items.map((entry) => entry.action)).toEqual([
      'records-imported',
      'drive-state-changed',
      'policy-changed',
    ]);
    expect(items[0]).toMatchObject({ before: '5 records', after: '5 records (0 added, 1 updated)' });
    expect(items[1]).toMatchObject({ before: 'open', after: 'cancelled', drive: { id: 'drv-open' } });
    expect(items[2]?.before).toMatch(/^version 1: Dream from 6 LPA/);
    expect(items[2]?.after).toMatch(/^version 2: Dream from 5 LPA.*up to 1 offers.*absences never block$/);
  });

  it('signs a drive created and edited (naming what changed), and an offer declined by the student', async () => {
    await seedSeason(
      [drive('drv-open'), drive('drv-run', { state: 'in-progress', deadline: inDays(-1) })],
      [application('app-a', 'drv-run', ANANYA, { state: 'selected', roundReached: 2 })],
      [offer('off-a', application('app-a', 'drv-run', ANANYA))],
    );
    await AS.tpo();
    const rounds = [{ kind: 'test', date: '2026-12-20', time: '09:30', venue: 'Lab 3' }];
    const terms = {
      title: 'Graduate Engineer Trainee',
      location: 'Mysuru',
      ctc: { fixed: 450_000, variable: 30_000, joiningBonus: 0 },
      rules: { branches: ['CSE', 'ECE'], graduationYears: [2026], minCgpa: 7, maxActiveBacklogs: 0 },
      deadline: inDays(7),
      rounds,
    };
    expect(
      (await call('POST', '/college/drives', { json: { ...terms, companyName: 'Kaveri Motors' } })).status,
    ).toBe(201);
    expect(
      (await call('PUT', '/college/drives/drv-open', { json: { ...terms, location: 'Pune' } })).status,
    ).toBe(200);
    await AS.student();
    await call('PATCH', '/student/offers/off-a', { json: { state: 'declined' } });
    await AS.tpo();
    const { items } = await logPage();
    expect(
      items.map((entry) => [entry.action, entry.drive?.title, entry.after ?? entry.students[0]?.after]),
    ).toEqual([
      ['offer-declined', 'Voltline Embedded Systems: Firmware Engineer', 'declined'],
      [
        'drive-edited',
        'Voltline Embedded Systems: Graduate Engineer Trainee',
        expect.stringMatching(/^changed: .*location/),
      ],
      ['drive-created', 'Kaveri Motors: Graduate Engineer Trainee', 'draft'],
    ]);
  });

  it('signs a company’s step by the member who signed in (its HR is its recruiter)', async () => {
    await seedSeason(
      [drive('drv-run', { state: 'in-progress', deadline: inDays(-1) })],
      [application('app-a', 'drv-run', ANANYA)],
    );
    await signInAs('hr@example.com', 'company');
    await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', {
      json: { advance: [ANANYA.rollNumber] },
    });
    await AS.tpo();
    expect((await latest())?.by).toMatchObject({
      id: 'founder:acc-company:hr@example.com',
      role: 'recruiter',
    });
  });

  it('signs the block the policy makes after absences as the portal', async () => {
    await seedSeason(
      [
        drive('drv-a', { state: 'in-progress', deadline: inDays(-1) }),
        drive('drv-b', { state: 'in-progress', deadline: inDays(-1) }),
      ],
      [application('app-a', 'drv-a', ANANYA), application('app-b', 'drv-b', ANANYA)],
    );
    await AS.tpo();
    for (const id of ['drv-a', 'drv-b'])
      await call('POST', `/drives/${id}/rounds/${id}-r1/results`, { json: { absent: [ANANYA.rollNumber] } });
    expect(await latest()).toMatchObject({
      action: 'blocked',
      by: { id: 'system', role: 'system' },
      students: [{ rollNumber: ANANYA.rollNumber, after: 'blocked' }],
    });
  });
});

describe('reading the log', () => {
  async function threeDecisions() {
    await seedSeason([drive('drv-open')]);
    await AS.tpo();
    await optOut();
    await call('PATCH', `/college/season/students/${BHAVANA.rollNumber}/enrolment`, {
      json: { state: 'blocked', reason: 'Misconduct at a drive' },
    });
    await call('PATCH', '/college/drives/drv-open/state', { json: { state: 'cancelled' } });
  }

  it('filters by person, student, drive, action and date, and pages on the server', async () => {
    await threeDecisions();
    expect((await logPage()).total).toBe(3);
    expect((await logPage('?action=blocked')).items.map((entry) => entry.reason)).toEqual([
      'Misconduct at a drive',
    ]);
    expect((await logPage(`?student=${ANANYA.rollNumber.toLowerCase()}`)).total).toBe(1);
    expect((await logPage('?student=bhav')).items[0]?.action).toBe('blocked');
    expect((await logPage('?drive=drv-open')).items[0]?.action).toBe('drive-state-changed');
    expect((await logPage('?person=acc-college')).total).toBe(3);
    expect((await logPage('?person=acc-nobody')).total).toBe(0);
    expect((await logPage('?from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logPage(`?from=${today}`)).total).toBeGreaterThan(0);
    const second = await logPage('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, items: [{ action: 'opted-out' }] });
    expect(second.people).toEqual([expect.objectContaining({ role: 'placementOfficer' })]);
    expect((await call('GET', `${LOG}?action=deleted`)).status).toBe(400);
  });

  it('exports the filtered entries as CSV with the cells the screen shows', async () => {
    await threeDecisions();
    const page = (await call('GET', `${LOG}?action=opted-out`)).body as unknown as Page & {
      timeZone: string;
    };
    const response = await fetch(new URL(`/api${LOG}/export?action=opted-out`, location.href));
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const expected = csvText(
      AUDIT_TABLE_HEADINGS,
      page.items.map((entry) => auditRow(entry, page.timeZone)),
    );
    // fetch's text() drops the byte-order mark the CSV starts with.
    expect(await response.text()).toBe(expected.replace(/^\uFEFF/, ''));
    expect(expected).toContain('Opted out');
  });

  it('shows the student their history with the role, and the member’s name only when the college says so', async () => {
    await seedSeason();
    await AS.tpo();
    await optOut('Asked in writing');
    await call('PATCH', `/college/season/students/${BHAVANA.rollNumber}/enrolment`, {
      json: { state: 'blocked', reason: 'Someone else’s decision' },
    });
    await AS.student();
    const before = await call('GET', '/student/season/history');
    expect(before.body.items).toEqual([
      expect.objectContaining({
        action: 'opted-out',
        by: { role: 'placementOfficer' },
        reason: 'Asked in writing',
      }),
    ]);
    await AS.tpo();
    expect((await call('PUT', `${LOG}/settings`, { json: { studentsSeeMemberNames: true } })).status).toBe(
      200,
    );
    expect((await latest())?.action).toBe('log-settings-changed');
    await AS.student();
    const after = await call('GET', '/student/season/history');
    expect((after.body.items as AuditEntry[])[0]?.by).toEqual({
      role: 'placementOfficer',
      name: expect.any(String),
    });
  });
});

describe('append-only', () => {
  it('has no call that edits or deletes an entry: every audit call reads, or only appends', async () => {
    const auditCalls = ENDPOINT_TABLES.flatMap((table) => Object.entries(table.endpoints)).filter(
      ([, endpoint]) => endpoint.path.includes('/audit') || endpoint.path.includes('/history'),
    );
    expect(auditCalls.filter(([, endpoint]) => endpoint.method !== 'GET').map(([name]) => name)).toEqual([
      'updateAuditSettings',
    ]);

    await seedSeason();
    await AS.tpo();
    await optOut();
    const kept = structuredClone((await mockStore().read()).auditLog);
    // The mock (and the server, which runs it) answers no route under the log but the contract's.
    const routes = mockRoutes.filter((route) => route.path.includes('/audit')).map((route) => route.method);
    expect(routes.sort()).toEqual(['GET', 'GET', 'PUT']);
    await call('PUT', `${LOG}/settings`, { json: { studentsSeeMemberNames: true } });
    const now = (await mockStore().read()).auditLog;
    for (const [id, entry] of Object.entries(kept)) expect(now[id]).toEqual(entry);
    expect(Object.keys(now)).toHaveLength(Object.keys(kept).length + 1);
  });
});
