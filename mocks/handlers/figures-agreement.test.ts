import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { AS } from '../../tests/support/sessions';
import type { SeasonStudentFigures } from '@/lib/report/batch-figures';
import { createSeedState } from '../db/seed';
import { mockStore } from '../db/store';
import { acceptOffer } from '../../tests/support/season-scenes';

/**
 * Issue 25, finding 5: the TPO's overview, the season page and the report show one value per figure. Read through
 * the mock's HTTP layer, with the calls the three screens make (GET /college/overview, /college/season/summary,
 * /college/report and the lists behind its figures), on the demo seed and on the large campus.
 */
interface ReportFigures {
  batch: number;
  whole: { inBatch: number; optedInOrPlaced: number; placed: number; percentPlaced?: number };
  nirf: { rows: { graduationYear: number; placed: number }[] }[];
}
interface PlacedRow {
  rollNumber: string;
  ctc: number;
}

async function figuresOnEveryScreen() {
  await AS.tpo();
  const overview = (await call('GET', '/college/overview')).body.season as unknown as SeasonStudentFigures;
  const season = (await call('GET', '/college/season/summary')).body
    .students as unknown as SeasonStudentFigures;
  const report = (await call('GET', '/college/report')).body as unknown as ReportFigures;
  return { overview, season, report };
}

async function expectOneValuePerFigure() {
  const { overview, season, report } = await figuresOnEveryScreen();
  expect(season).toEqual(overview);
  // The report opens on the season's batch, and its whole-batch row is the same batch.
  expect(report.batch).toBe(season.graduationYear);
  expect(report.whole).toMatchObject({
    inBatch: season.total,
    optedInOrPlaced: season.optedInOrPlaced,
    placed: season.placed,
  });
  expect(report.whole.percentPlaced).toBe(season.percentPlaced);
  expect(season.percentPlaced).toBeLessThanOrEqual(100);
  // NIRF's placed, added over its programme types, and the list behind the figure count the same students.
  const nirfPlaced = report.nirf
    .flatMap((table) => table.rows)
    .filter((row) => row.graduationYear === report.batch)
    .reduce((sum, row) => sum + row.placed, 0);
  expect(nirfPlaced).toBe(season.placed);
  const list = await call('GET', `/college/report/students?batch=${report.batch}&outcome=placed&pageSize=50`);
  expect(list.body.total).toBe(season.placed);
  // Everyone is placed, still in the running, opted out or blocked, once.
  expect(season.placed + season.unplacedEligible + season.optedOut + season.blocked).toBe(season.total);
  // Registered: the batch's students linked to an account, as the batch page lists them.
  expect((await call('GET', '/college/batch?linked=yes')).body.total).toBe(season.registered);
  return { season, placedRows: list.body.items as unknown as PlacedRow[] };
}

/** One student's page: the outcome and its CTC, and the offers with their tier's CTC. */
async function studentPage(rollNumber: string) {
  const { body } = await call('GET', `/college/season/students/${rollNumber}`);
  return body.student as {
    outcome: { kind: string; ctc?: number };
    offers: { state: string; ctcTotal: number; tier: string }[];
  };
}

describe('one value per figure on the overview, the season page and the report', () => {
  it('on the demo seed, before and after a student accepts an offer with a joining bonus', async () => {
    const before = await expectOneValuePerFigure();
    expect(before.season).toMatchObject({ total: 600, placed: 13 });

    // The demo student accepts Brightcircuit's Dream offer: ₹7,20,000 + ₹80,000 + a ₹25,000 joining bonus.
    await AS.student();
    const offers = (await call('GET', '/student/offers')).body.items as { offer: { id: string } }[];
    const offerId = offers[0]!.offer.id;
    expect((await acceptOffer(offerId)).status).toBe(200);

    const after = await expectOneValuePerFigure();
    expect(after.season.placed).toBe(before.season.placed + 1);
    const ananya = after.placedRows.find((row) => row.rollNumber === '1RV22CS0001');
    expect(ananya?.ctc).toBe(8_25_000);
    const page = await studentPage('1RV22CS0001');
    expect(page.outcome).toMatchObject({ kind: 'placed', ctc: 8_25_000 });
    expect(page.offers.find((offer) => offer.state === 'accepted')).toMatchObject({
      ctcTotal: 8_25_000,
      tier: 'dream',
    });
  });

  it('on every placed student, the report counts the CTC the tier was decided on', async () => {
    const { placedRows } = await expectOneValuePerFigure();
    for (const row of placedRows) {
      const page = await studentPage(row.rollNumber);
      expect(page.outcome.ctc).toBe(row.ctc);
      const accepted = page.offers.filter((offer) => offer.state === 'accepted');
      // A campus placement: the accepted offer's CTC is the one its tier used.
      if (accepted.length) expect(accepted.map((offer) => offer.ctcTotal)).toContain(row.ctc);
    }
  });

  it('on a batch that mixes graduating years: each figure counts the season year, the others are said apart', async () => {
    await AS.tpo();
    const earlierBatch = async () =>
      ((await call('GET', '/college/report?batch=2025')).body.whole as { inBatch: number }).inBatch;
    const before = await earlierBatch();
    const own = (await call('GET', '/college/season/students/1RV22CS0001')).body.student as {
      record: Record<string, unknown>;
    };
    const records = [1, 2, 3].map((n) => ({
      ...own.record,
      rollNumber: `1RV21CS09${n}0`,
      name: `Earlier Student ${n}`,
      email: `earlier.student${n}@example.com`,
      graduationYear: 2025,
    }));
    expect((await call('POST', '/college/batch/import', { json: { records } })).status).toBe(200);
    const { season } = await expectOneValuePerFigure();
    expect(season).toMatchObject({ graduationYear: 2026, total: 600, otherYears: 3 });
    // The report counts the three under their own year.
    expect(await earlierBatch()).toBe(before + 3);
  });

  it('on the large campus (5,000 students)', async () => {
    const large = await createSeedState('large');
    await mockStore().update((state) => Object.assign(state, large, { sessions: state.sessions }));
    const { season } = await expectOneValuePerFigure();
    expect(season.total).toBe(5000);
  }, 60_000);
});
