import { describe, expect, it } from 'vitest';
import { call, TEST_API } from '../../tests/support/api';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';
import { REPORT_COLLEGE_ID } from '../db/seed-report';

type Row = { graduationYear: number; placed: number; higherStudies: number; medianCtc?: number };
type Report = {
  batches: number[];
  nirf: { programmeType: { type: string }; rows: Row[] }[];
  pendingClaims: number;
};

const ugRow = (body: Record<string, unknown>, year: number) =>
  (body as unknown as Report).nirf
    .find((table) => table.programmeType.type === 'UG 4-year')!
    .rows.find((row) => row.graduationYear === year)!;

function offerForm(fields: Record<string, string>, letter = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (letter) form.append('letter', new File(['%PDF-1.4'], 'offer-letter.pdf', { type: 'application/pdf' }));
  return form;
}

/** The demo student as one of the batch (the season's seed does this in the demo). */
async function enrolDemoStudent() {
  await mockStore().update((state) => {
    state.studentRecords[REPORT_COLLEGE_ID] = [
      {
        rollNumber: '1RV22CS001',
        name: 'Ananya Rao',
        email: 'student@example.com',
        programme: 'btech',
        branch: 'CSE',
        graduationYear: 2025,
        cgpa: 8.1,
        tenthPercent: 90,
        twelfthPercent: 88,
        activeBacklogs: 0,
        totalBacklogs: 0,
      },
    ];
  });
}

describe('placement report API', () => {
  it('answers only the college, with NIRF tables for three batches from the seed', async () => {
    await AS.student();
    expect((await call('GET', '/college/report')).status).toBe(403);
    await AS.tpo();
    const { status, body } = await call('GET', '/college/report');
    expect(status).toBe(200);
    expect((body as unknown as Report).batches).toEqual([2024, 2025, 2026]);
    expect(ugRow(body, 2024).placed).toBeGreaterThan(0);
    expect((await call('GET', '/college/report?batch=24')).status).toBe(400);
  });

  it('counts an off-campus offer the TPO records at once, and refuses one without its letter', async () => {
    await AS.tpo();
    const before = ugRow((await call('GET', '/college/report')).body, 2024);
    const unknown = await call(
      'GET',
      '/college/report/students?batch=2024&outcome=unknown&programmeType=UG+4-year',
    );
    const roll = (unknown.body.items as { rollNumber: string }[])[0]!.rollNumber;
    const fields = {
      rollNumber: roll,
      kind: 'off-campus',
      company: 'Acme',
      fixed: '90000000',
      offeredOn: '2025-03-01',
    };
    const refused = await call('POST', '/college/report/claims', { body: offerForm(fields, false) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'claim_incomplete', reasons: [{ field: 'letter' }] });
    expect((await call('POST', '/college/report/claims', { body: offerForm(fields) })).status).toBe(201);
    const after = ugRow((await call('GET', '/college/report')).body, 2024);
    expect(after.placed).toBe(before.placed + 1);
    expect(after.medianCtc).not.toBe(before.medianCtc);
  });

  it('pages the students behind a figure and the claims on the server, and exports every student', async () => {
    await AS.tpo();
    const placed = '/college/report/students?batch=2024&outcome=placed&programmeType=UG+4-year';
    const first = await call('GET', `${placed}&pageSize=50`);
    expect(first.body).toMatchObject({ page: 1, pageSize: 50, total: 108 });
    const third = await call('GET', `${placed}&pageSize=50&page=3`);
    expect((third.body.items as unknown[]).length).toBe(8);
    expect((await call('GET', `${placed}&pageSize=500`)).status).toBe(400);

    const exported = await fetch(
      `${TEST_API}/college/report/students/export?batch=2024&outcome=placed&programmeType=UG+4-year`,
    );
    expect(exported.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await exported.text()).trim().split('\r\n');
    expect(lines[0]).toContain('Joining bonus (₹),CTC (₹)');
    expect(lines).toHaveLength(1 + 108);

    const claims = await call('GET', '/college/report/claims?reportedBy=student&pageSize=1');
    expect(claims.body).toMatchObject({
      page: 1,
      pageSize: 1,
      items: [{ reportedBy: 'student', state: 'pending' }],
    });
    expect(claims.body.total).toBeGreaterThan(1);
  });

  it("counts a student's higher-studies claim only once the TPO confirms it", async () => {
    await enrolDemoStudent();
    await AS.student();
    const form = offerForm(
      { kind: 'higher-studies', institution: 'IISc Bengaluru', course: 'M.Tech' },
      false,
    );
    const sent = await call('POST', '/student/after-graduation', { body: form });
    expect(sent.status).toBe(201);
    const claimId = (sent.body.claim as { id: string }).id;
    expect((await call('GET', '/student/after-graduation')).body).toMatchObject({
      inBatch: true,
      claims: [{ id: claimId, state: 'pending' }],
    });
    await AS.tpo();
    const waiting = ugRow((await call('GET', '/college/report')).body, 2025).higherStudies;
    expect(
      (await call('PATCH', `/college/report/claims/${claimId}`, { json: { state: 'confirmed' } })).status,
    ).toBe(200);
    expect(ugRow((await call('GET', '/college/report')).body, 2025).higherStudies).toBe(waiting + 1);
    const again = await call('PATCH', `/college/report/claims/${claimId}`, { json: { state: 'rejected' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
  });

  it('keeps the TPO-only kinds from students, and saves the admissions figures', async () => {
    await enrolDemoStudent();
    await AS.student();
    const form = offerForm({ kind: 'entrepreneur' }, false);
    expect((await call('POST', '/student/after-graduation', { body: form })).status).toBe(403);
    await AS.tpo();
    const entry = {
      programmeType: 'PG 2-year',
      graduationYear: 2025,
      intake: 70,
      admitted: 66,
      graduatingInMinimumTime: 60,
    };
    expect((await call('PUT', '/college/report/intake', { json: { entries: [entry] } })).status).toBe(200);
    const saved = (await call('GET', '/college/report/intake')).body.entries as (typeof entry)[];
    expect(saved.filter((e) => e.programmeType === 'PG 2-year' && e.graduationYear === 2025)).toEqual([
      entry,
    ]);
  });
});
