import { describe, expect, it } from 'vitest';
import { call, TEST_API } from '../../tests/support/api';
import { AS, signOutLocally } from '../../tests/support/sessions';
import { mockStore } from '../db/store';
import { verifiedRecordOf } from '../db/batch-records';

const record = (roll: string, overrides: Record<string, unknown> = {}) => ({
  rollNumber: roll,
  name: `Student ${roll}`,
  email: `${roll.toLowerCase()}@batch.test`,
  programme: 'btech',
  branch: 'CSE',
  graduationYear: 2026,
  cgpa: 8,
  tenthPercent: 90,
  twelfthPercent: 85,
  activeBacklogs: 0,
  totalBacklogs: 0,
  ...overrides,
});
type Row = { index: number; rollNumber: string; reasons: { code: string; field: string }[] };
type Student = { record: { rollNumber: string; cgpa: number; email: string }; linked: boolean };

const importRecords = (records: unknown[], extra: Record<string, unknown> = {}, headers = {}) =>
  call('POST', '/college/batch/import', { json: { records, ...extra }, headers });
const batchTotal = async () => (await call('GET', '/college/batch')).body.total as number;

describe('batch API', () => {
  it('is for colleges only', async () => {
    signOutLocally();
    expect((await call('GET', '/college/batch')).status).toBe(401);
    await AS.student();
    expect((await importRecords([record('T1')])).status).toBe(403);
    expect((await call('GET', '/college/batch/export')).status).toBe(403);
  });

  it('refuses every bad row with its reasons and imports nothing', async () => {
    await AS.tpo();
    const before = await batchTotal();
    const answer = await importRecords([
      record('T1'),
      record('T2', { cgpa: 11, branch: 'AERO' }),
      record('T1', { email: 'other@batch.test' }),
      record('T4', { email: 't1@batch.test', activeBacklogs: 2, totalBacklogs: 1 }),
      record('T5', { email: 'not-an-email' }),
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('batch_rows_invalid');
    const rows = answer.body.rows as Row[];
    expect(rows.map(({ index, reasons }) => [index, reasons.map(({ code }) => code)])).toEqual([
      [1, ['branch_unknown', 'cgpa_out_of_range']],
      [2, ['duplicate_roll_number']],
      [3, ['active_exceeds_total', 'duplicate_email']],
      [4, ['email_malformed']],
    ]);
    expect(await batchTotal()).toBe(before);
  });

  it('refuses a body that does not match the contract with 400', async () => {
    await AS.tpo();
    expect((await importRecords([])).status).toBe(400);
    expect((await importRecords([{ ...record('T1'), cgpa: '8' }])).status).toBe(400);
  });

  it('checks a long import a slice at a time, and names a bad record by its place in the whole list', async () => {
    await AS.tpo();
    const before = await batchTotal();
    const long = Array.from({ length: 1_200 }, (_, index) => record(`L${index}`));
    const broken = long.map((item, index) => (index === 1_100 ? { ...item, cgpa: '8' } : item));
    const refused = await importRecords(broken, { dryRun: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Invalid request: records\.1100\.cgpa: /);
    const counted = await importRecords(long, { dryRun: true });
    expect(counted.body).toMatchObject({ dryRun: true, created: 1_200, total: before + 1_200 });
  });

  it('counts on a dry run without saving, then imports; re-importing updates by roll number', async () => {
    await AS.tpo();
    const before = await batchTotal();
    const first = [record('T1'), record('T2'), record('T3')];
    const dry = await importRecords(first, { dryRun: true });
    expect(dry.body).toEqual({ dryRun: true, created: 3, updated: 0, unchanged: 0, total: before + 3 });
    expect(await batchTotal()).toBe(before);
    expect((await importRecords(first)).body).toMatchObject({ created: 3, total: before + 3 });
    const again = await importRecords([record('t1', { cgpa: 9.1 }), record('T2'), record('T6')]);
    expect(again.body).toEqual({ dryRun: false, created: 1, updated: 1, unchanged: 1, total: before + 4 });
    const found = (await call('GET', '/college/batch?query=T1&pageSize=50')).body.items as Student[];
    expect(found.map(({ record: { rollNumber, cgpa } }) => [rollNumber, cgpa])).toEqual([['t1', 9.1]]);
  });

  it('refuses an e-mail another student of the batch already has', async () => {
    await AS.tpo();
    await importRecords([record('T1')]);
    const answer = await importRecords([record('T7', { email: 'T1@batch.test' })]);
    expect((answer.body.rows as Row[])[0]?.reasons.map(({ code }) => code)).toEqual(['email_in_batch']);
  });

  it('replays an import sent twice with one Idempotency-Key', async () => {
    await AS.tpo();
    const headers = { 'Idempotency-Key': 'batch-key-1' };
    const first = await importRecords([record('T8')], {}, headers);
    const repeat = await importRecords([record('T8', { cgpa: 5 })], {}, headers);
    expect(repeat.body).toEqual(first.body);
    const found = (await call('GET', '/college/batch?query=T8')).body.items as Student[];
    expect(found.map(({ record: { cgpa } }) => cgpa)).toEqual([8]);
  });

  // 'ZQ' is in no seeded student's name, roll number or e-mail; the demo fresher (a registered candidate) is in
  // no batch yet, while the demo student already has a seeded record.
  it('filters, sorts and pages on the server, and links registered students by e-mail', async () => {
    await AS.tpo();
    await importRecords([
      record('ZQ1', { cgpa: 7.5, branch: 'ECE' }),
      record('ZQ2', { cgpa: 9.5, branch: 'ECE', email: 'Fresher@Example.com' }),
      record('ZQ3', { cgpa: 6.5, branch: 'ECE' }),
    ]);
    const page = await call('GET', '/college/batch?query=ZQ&branch=ECE&sort=cgpa&order=desc&pageSize=2');
    const items = page.body.items as Student[];
    expect(page.body.total).toBe(3);
    expect(items.map(({ record: { rollNumber }, linked }) => [rollNumber, linked])).toEqual([
      ['ZQ2', true],
      ['ZQ1', false],
    ]);
    const linked = (await call('GET', '/college/batch?query=ZQ&linked=yes')).body.items as Student[];
    expect(linked.map(({ record: { rollNumber } }) => rollNumber)).toEqual(['ZQ2']);
    expect((await call('GET', '/college/batch?sort=age')).status).toBe(400);

    const state = await mockStore().read();
    expect(verifiedRecordOf(state, { emails: ['fresher@example.com'] })).toEqual({
      collegeAccountId: 'acc-college',
      record: expect.objectContaining({ rollNumber: 'ZQ2' }),
    });
    expect(verifiedRecordOf(state, { emails: ['nobody@example.com'] })).toBeUndefined();
  });

  it('exports the batch as CSV with a byte-order mark', async () => {
    await AS.tpo();
    await importRecords([record('T9', { name: 'सौरभ Kulkarni' })]);
    const response = await fetch(`${TEST_API}/college/batch/export`);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Roll No,Name,Email,Programme,Branch');
    expect(text).toContain('T9,सौरभ Kulkarni,t9@batch.test,btech,CSE,2026,8,90,85,,0,0');
  });
});
