import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { StudentRecordSchema } from '@/lib/api/student-record-contract';
import { call } from '../../tests/support/api';
import { AS } from '../../tests/support/sessions';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { roundOrderReasons, roundStartsAt } from '@/lib/season/round-schedule';
import { generateBatch } from './seed-batch';
import { DEMO_BATCH_SIZE, DEMO_STUDENT_RECORD } from './seed-season';
import { mockStore } from './store';
import { acceptOffer } from '../../tests/support/season-scenes';

type DriveRow = {
  drive: { id: string; state: string };
  decision: { eligible: boolean; reasons: unknown[] };
  application?: unknown;
};

describe('the demo season seed', () => {
  it('holds a batch of 600 valid records with unique roll numbers and e-mails, the demo student among them', async () => {
    const batch = (await mockStore().read()).studentRecords['acc-college'] ?? [];
    expect(batch).toHaveLength(DEMO_BATCH_SIZE);
    expect(new Set(batch.map((record) => record.rollNumber)).size).toBe(DEMO_BATCH_SIZE);
    expect(new Set(batch.map((record) => record.email)).size).toBe(DEMO_BATCH_SIZE);
    expect(batch.every((record) => is(record, StudentRecordSchema))).toBe(true);
    expect(batch.every((record) => record.activeBacklogs <= record.totalBacklogs)).toBe(true);
    expect(batch).toContainEqual(DEMO_STUDENT_RECORD);
  });

  it('dates rounds in order, and publishes results only for rounds already held, after they were', async () => {
    const { drives } = await mockStore().read();
    for (const drive of drives) {
      expect(roundOrderReasons(drive.rounds), drive.id).toEqual([]);
      for (const round of drive.rounds.filter((entry) => entry.resultsPublishedAt)) {
        const startsAt = Date.parse(roundStartsAt(round, DEFAULT_COLLEGE_TIME_ZONE)!);
        expect(startsAt, round.id).toBeLessThan(Date.parse(round.resultsPublishedAt!));
        expect(Date.parse(round.resultsPublishedAt!), round.id).toBeLessThanOrEqual(Date.now());
      }
    }
    // The running drive's remaining rounds are held: results can be published for them now.
    const running = drives.find((drive) => drive.id === 'drv-voltline-validation')!;
    for (const round of running.rounds)
      expect(Date.parse(roundStartsAt(round, DEFAULT_COLLEGE_TIME_ZONE)!)).toBeLessThan(Date.now());
  });

  it("records every published round's results in its history, as the applications stand", async () => {
    await AS.voltline();
    const { body } = await call(
      'GET',
      '/drives/drv-voltline-validation/rounds/drv-voltline-validation-r1/history',
    );
    const { driveApplications } = await mockStore().read();
    const count = (state: string) =>
      driveApplications.filter(
        (entry) => entry.driveId === 'drv-voltline-validation' && entry.state === state,
      ).length;
    expect(body).toMatchObject({
      total: 1,
      items: [{ action: 'published', by: { role: 'company', email: 'lead@example.com' } }],
    });
    const [summary] = body.items as { id: string; counts: Record<string, number> }[];
    expect(summary!.counts).toMatchObject({
      advanced: count('shortlisted'),
      rejected: count('rejected'),
      absent: count('absent'),
    });
    const detail = await call(
      'GET',
      `/drives/drv-voltline-validation/rounds/drv-voltline-validation-r1/history/${summary!.id}`,
    );
    const { record } = detail.body as { record: { lists: Record<string, string[]> } };
    expect(record.lists.advanced).toHaveLength(count('shortlisted'));
    expect(record.lists.advanced).toContain(DEMO_STUDENT_RECORD.rollNumber);
    expect(record.lists.rejected).toHaveLength(count('rejected'));
    expect(record.lists.absent).toHaveLength(count('absent'));
  });

  it('generates the same batch every time', () => {
    expect(generateBatch(50, 2026)).toEqual(generateBatch(50, 2026));
  });

  it('has drives in at least six states, owned by Voltline, Brightcircuit and companies without accounts', async () => {
    const { drives } = await mockStore().read();
    expect(new Set(drives.map((drive) => drive.state)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(drives.map((drive) => drive.companyId))).toEqual(
      new Set(['acc-company', 'acc-co-brightcircuit', undefined]),
    );
  });

  it('tells the demo student’s story: one drive open to her, one refused by CGPA, a later round, an offer to answer', async () => {
    await AS.student();
    const rows = (await call('GET', '/student/drives?pageSize=50')).body.items as DriveRow[];
    const row = (id: string) => rows.find((entry) => entry.drive.id === id);
    expect(row('drv-voltline-firmware')).toMatchObject({ decision: { eligible: true } });
    expect(row('drv-voltline-firmware')?.application).toBeUndefined();
    expect(row('drv-brightcircuit-hw')?.decision).toMatchObject({
      eligible: false,
      reasons: [{ rule: 'cgpa', value: 7.8, limit: 8 }],
    });
    const applications = (await call('GET', '/student/applications')).body.items as {
      drive: { id: string };
      state: string;
      timeline: { outcome: string }[];
    }[];
    const validation = applications.find((entry) => entry.drive.id === 'drv-voltline-validation');
    expect(validation).toMatchObject({ state: 'shortlisted' });
    expect(validation?.timeline.map((round) => round.outcome)).toEqual(['cleared', 'upcoming', 'upcoming']);
    const offers = (await call('GET', '/student/offers')).body;
    expect(offers).toMatchObject({
      items: [{ offer: { state: 'issued', tier: 'dream', companyName: 'Brightcircuit Labs' } }],
      total: 1,
      waiting: 1,
    });
    expect((await call('GET', '/notifications/unread-count')).body).toEqual({ unread: 2 });
  });

  it('lets the demo student accept the offer and see the policy applied', async () => {
    await AS.student();
    const { items } = (await call('GET', '/student/offers')).body as { items: { offer: { id: string } }[] };
    const answer = await acceptOffer(items[0]!.offer.id);
    expect(answer.body).toMatchObject({
      offer: { state: 'accepted' },
      effect: {
        withdraws: [{ companyName: 'Voltline Embedded Systems', title: 'Firmware Validation Engineer' }],
      },
    });
    const refused = await call('POST', '/student/drives/drv-voltline-firmware/apply');
    expect(refused.body).toMatchObject({
      code: 'policy_blocked',
      message: "You hold a Dream offer: this season's policy allows only Super Dream drives",
    });
  });

  it('sums up a season in progress for the TPO', async () => {
    await AS.tpo();
    const { body } = await call('GET', '/college/season/summary');
    // Twelve placed by Deccan's drive, and one by a pre-placement offer the TPO recorded (mocks/db/seed-report.ts).
    expect(body.students).toMatchObject({ total: 600, placed: 13 });
    expect((body.students as { optedOut: number }).optedOut).toBeGreaterThan(0);
    expect(body.offersByTier).toContainEqual({ tier: 'dream', offers: 8, accepted: 0, rescinded: 0 });
    // The pre-placement offer the TPO recorded is an offer too, with no tier: 20 + 1, the report's 21.
    expect(body.offersOffCampus).toBe(1);
  });
});
