import { describe, expect, it } from 'vitest';
import { APPLICATION_STATES } from '@/lib/season/machines';
import { CORRECTION_TARGETS, planCorrection, targetOutcome } from '@/lib/season/round-correction';
import { outcomeMove } from '@/lib/season/round-results';
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
import { AS } from '../../tests/support/sessions';
import type { MockDriveApplication } from '../db/season-state';
import { mockStore } from '../db/store';

const ROUND_ONE = '/drives/drv-run/rounds/drv-run-r1';
/** Round 1 published, round 2 not yet. */
const running = (overrides = {}) =>
  drive('drv-run', {
    state: 'in-progress',
    deadline: inDays(-1),
    rounds: drive('drv-run').rounds.map((round) =>
      round.order === 1 ? { ...round, resultsPublishedAt: inDays(-1) } : round,
    ),
    ...overrides,
  });
const stateOf = async (id: string) => {
  const found = (await mockStore().read()).driveApplications.find((entry) => entry.id === id)!;
  return [found.state, found.roundReached];
};

describe('correcting a result', () => {
  it('corrects an absentee: shortlisted for round 2, told so, and recorded in the round’s history', async () => {
    await seedSeason([running()], [application('app-a', 'drv-run', ANANYA, { state: 'absent' })]);
    await AS.tpo();
    const { status, body } = await call('POST', `${ROUND_ONE}/corrections`, {
      json: { rollNumber: ' 1rv22cs001', to: 'advance' },
    });
    expect(status).toBe(200);
    expect(body.correction).toEqual({
      rollNumber: ANANYA.rollNumber,
      name: 'Ananya Rao',
      from: 'absent',
      to: 'advanced',
      state: 'shortlisted',
      roundReached: 1,
      changed: true,
    });
    expect(await stateOf('app-a')).toEqual(['shortlisted', 1]);

    const history = await call('GET', `${ROUND_ONE}/history`);
    expect(history.body).toMatchObject({
      total: 1,
      items: [
        {
          action: 'corrected',
          by: { role: 'tpo', name: 'Dr. Meera Kulkarni', email: 'tpo@example.com' },
          counts: { advanced: 1, absent: 0 },
          notPlaced: 0,
          correction: { rollNumber: ANANYA.rollNumber, from: 'absent', to: 'advanced' },
        },
      ],
    });
    // The list carries counts; one record's roll numbers are read on their own.
    const [entry] = (history.body as { items: { id: string; lists?: unknown }[] }).items;
    expect(entry?.lists).toBeUndefined();
    const detail = await call('GET', `${ROUND_ONE}/history/${entry?.id}`);
    expect(detail.body).toMatchObject({ record: { lists: { advanced: [ANANYA.rollNumber] } } });
    expect((await call('GET', `${ROUND_ONE}/history/rrec-nosuch`)).status).toBe(404);
    await AS.student();
    const inbox = await call('GET', '/notifications');
    expect(inbox.body).toMatchObject({
      items: [{ kind: 'result-corrected', title: 'Result corrected: Voltline Embedded Systems' }],
    });
    expect((inbox.body.items as { text: string }[])[0]!.text).toMatch(
      /^Firmware Engineer, round 1 \(Online test\): your result was corrected from “absent” to “cleared”\. Next: round 2 \(Technical interview\), 12 Nov 2026, 10:00 am IST/,
    );
  });

  it('refuses with reasons: an offer holder, a round whose next results are out, a closed drive', async () => {
    const lastRound = '/drives/drv-run/rounds/drv-run-r2';
    const published = drive('drv-run').rounds.map((round) => ({ ...round, resultsPublishedAt: inDays(-1) }));
    const selected = application('app-a', 'drv-run', ANANYA, { state: 'selected', roundReached: 2 });
    await seedSeason([running({ rounds: published })], [selected], [offer('off-a', selected)]);
    await AS.voltline();
    const holder = await call('POST', `${lastRound}/corrections`, {
      json: { rollNumber: ANANYA.rollNumber, to: 'reject' },
    });
    expect(holder).toMatchObject({
      status: 409,
      body: { code: 'offer_exists', reasons: [{ rule: 'offerExists', state: 'issued' }] },
    });
    const locked = await call('POST', `${ROUND_ONE}/corrections`, {
      json: { rollNumber: ANANYA.rollNumber, to: 'reject' },
    });
    expect(locked.body).toMatchObject({
      code: 'round_locked',
      reasons: [{ rule: 'roundClosed', order: 1, next: 2 }],
    });
    await mockStore().update((state) => {
      state.drives[0]!.state = 'closed';
    });
    const closed = await call('POST', `${lastRound}/corrections`, {
      json: { rollNumber: ANANYA.rollNumber, to: 'reject' },
    });
    expect(closed.body).toMatchObject({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed' }],
    });
    expect(await stateOf('app-a')).toEqual(['selected', 2]);
  });

  it('lets a company correct only the applicants its list shows it', async () => {
    await seedSeason([running()], [application('app-b', 'drv-run', BHAVANA, { state: 'absent' })]);
    await AS.voltline();
    const hidden = await call('POST', `${ROUND_ONE}/corrections`, {
      json: { rollNumber: BHAVANA.rollNumber, to: 'advance' },
    });
    expect(hidden.status).toBe(404);
    expect(await stateOf('app-b')).toEqual(['absent', 0]);
  });
});

describe('every correction step, through the HTTP layer', () => {
  /** An application of round 1 in each state it can have there, corrected to each result, by each actor. */
  const cases = APPLICATION_STATES.flatMap((state) =>
    [0, 1].flatMap((roundReached) =>
      CORRECTION_TARGETS.flatMap((to) =>
        (['tpo', 'company'] as const).map((actor) => ({ state, roundReached, to, actor })),
      ),
    ),
  ).filter(({ state, roundReached }) => roundReached === 0 || ['shortlisted', 'selected'].includes(state));

  it(`answers each of ${cases.length} (state, result, actor) as round-correction.ts and the machine decide`, async () => {
    for (const { state, roundReached, to, actor } of cases) {
      const start: Partial<MockDriveApplication> = { state, roundReached };
      await seedSeason([running()], [application('app-c', 'drv-run', CHETAN, start)]);
      await (actor === 'tpo' ? AS.tpo() : AS.voltline());
      const label = `${state}@${roundReached} → ${to} by ${actor}`;
      const expected = planCorrection(
        { state, roundReached },
        to,
        {
          round: { order: 1, last: false },
          driveState: 'in-progress',
          published: true,
          nextPublished: false,
        },
        actor,
      );
      const { status, body } = await call('POST', `${ROUND_ONE}/corrections`, {
        json: { rollNumber: CHETAN.rollNumber, to },
      });
      if ('code' in expected) {
        // A company never sees a withdrawn applicant: for it, they are not found.
        if (actor === 'company' && state === 'withdrawn') expect(status, label).toBe(404);
        else
          expect({ status, code: body.code, reasons: body.reasons }, label).toEqual({
            status: 409,
            ...expected,
          });
        expect(await stateOf('app-c'), label).toEqual([state, roundReached]);
      } else {
        expect(status, label).toBe(200);
        const move = outcomeMove(targetOutcome(to, { order: 1, last: false }), 1);
        expect(await stateOf('app-c'), label).toEqual(
          expected.changed ? [move.to, move.roundReached] : [state, roundReached],
        );
      }
    }
  }, 60_000);
});
