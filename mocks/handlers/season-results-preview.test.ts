import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import {
  ANANYA,
  BHAVANA,
  CHETAN,
  ESHAN,
  application,
  drive,
  inDays,
  offer,
  seedSeason,
} from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

const RESULTS = '/drives/drv-run/rounds/drv-run-r1/results';
const running = () => drive('drv-run', { state: 'in-progress', deadline: inDays(-1) });
/** Ananya, Chetan (ECE) and Eshan in round 1; Bhavana too, but her CGPA 6.8 now fails the drive's 7.0. */
const seedRound = () =>
  seedSeason(
    [running()],
    [
      application('app-a', 'drv-run', ANANYA),
      application('app-b', 'drv-run', BHAVANA),
      application('app-c', 'drv-run', CHETAN),
      application('app-e', 'drv-run', ESHAN, { state: 'rejected' }),
    ],
  );
const statesOf = async () =>
  Object.fromEntries((await mockStore().read()).driveApplications.map((entry) => [entry.id, entry.state]));

describe('the preview of a round’s results', () => {
  it('names everyone, lists unknown and out-of-round entries, counts the rest in and out of view, changes nothing', async () => {
    await seedRound();
    await AS.tpo();
    const before = await mockStore().read();
    const { status, body } = await call('POST', `${RESULTS}/preview`, {
      json: {
        advance: ['chetan@rvce.example.edu', 'NOSUCH-1', ESHAN.rollNumber],
        rejectRest: true,
        view: { branch: 'ECE' },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      roundId: 'drv-run-r1',
      order: 1,
      last: false,
      next: { order: 2, kind: 'technical-interview' },
      advance: [
        {
          entry: 'chetan@rvce.example.edu',
          rollNumber: CHETAN.rollNumber,
          name: 'Chetan Gowda',
          branch: 'ECE',
        },
      ],
      waitlist: [],
      absent: [],
      unknown: ['NOSUCH-1'],
      notInRound: [
        {
          entry: ESHAN.rollNumber,
          rollNumber: ESHAN.rollNumber,
          name: 'Eshan Kulkarni',
          branch: 'CSE',
          state: 'rejected',
          roundReached: 0,
        },
      ],
      // Ananya and Bhavana (CSE): both outside the ECE view.
      rest: { total: 2, outsideView: 2 },
      // Chetan advances, Ananya and Bhavana are turned down.
      changes: 3,
    });
    expect(await mockStore().read()).toEqual(before);
  });

  it('shows a company only the applicants its list shows it: a hidden one is unknown, and never turned down', async () => {
    await seedRound();
    await AS.voltline();
    const preview = await call('POST', `${RESULTS}/preview`, {
      json: { advance: [BHAVANA.rollNumber], rejectRest: true },
    });
    expect(preview.body).toMatchObject({ advance: [], unknown: [BHAVANA.rollNumber], rest: { total: 2 } });
    const published = await call('POST', RESULTS, {
      json: { advance: [BHAVANA.rollNumber, ANANYA.rollNumber], rejectRest: true, notSelected: 1 },
    });
    expect(published.body).toMatchObject({ advanced: 1, rejected: 1, unknown: [BHAVANA.rollNumber] });
    expect(await statesOf()).toEqual({
      'app-a': 'shortlisted',
      'app-b': 'applied',
      'app-c': 'rejected',
      'app-e': 'rejected',
    });
  });
});

describe('turning down the rest', () => {
  it('needs the count the preview showed: refused with reasons without it or with another, nothing moved', async () => {
    await seedRound();
    await AS.tpo();
    const unconfirmed = await call('POST', RESULTS, {
      json: { advance: [ANANYA.rollNumber], rejectRest: true },
    });
    expect(unconfirmed).toMatchObject({
      status: 409,
      body: { code: 'results_changed', reasons: [{ rule: 'notSelectedCount', confirmed: null, count: 2 }] },
    });
    const stale = await call('POST', RESULTS, {
      json: { advance: [ANANYA.rollNumber], rejectRest: true, notSelected: 3 },
    });
    expect(stale.body).toMatchObject({ reasons: [{ rule: 'notSelectedCount', confirmed: 3, count: 2 }] });
    expect(await statesOf()).toMatchObject({ 'app-a': 'applied', 'app-b': 'applied', 'app-c': 'applied' });

    const confirmed = await call('POST', RESULTS, {
      json: { advance: [ANANYA.rollNumber], rejectRest: true, notSelected: 2 },
    });
    expect(confirmed.body).toMatchObject({ advanced: 1, rejected: 2 });
  });

  it('is what the preview said it would be, to the name', async () => {
    await seedRound();
    await AS.tpo();
    const lists = { advance: [CHETAN.rollNumber], absent: [BHAVANA.rollNumber], rejectRest: true };
    const { body: preview } = await call('POST', `${RESULTS}/preview`, { json: lists });
    const { body: published } = await call('POST', RESULTS, {
      json: { ...lists, notSelected: (preview.rest as { total: number }).total },
    });
    expect(published).toMatchObject({ advanced: 1, absent: 1, rejected: 1 });
    expect(await statesOf()).toMatchObject({
      'app-a': 'rejected',
      'app-b': 'absent',
      'app-c': 'shortlisted',
    });
  });
});

describe("a drive's offers", () => {
  it('come a page at a time, newest first', async () => {
    const selected = application('app-a', 'drv-run', ANANYA, { state: 'selected', roundReached: 2 });
    await seedSeason(
      [running()],
      [selected],
      [1, 2, 3].map((day) => offer(`off-${day}`, selected, { state: 'declined', issuedAt: inDays(-day) })),
    );
    await AS.voltline();
    const { body } = await call('GET', '/drives/drv-run/offers?pageSize=2&page=1');
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect((body.items as { id: string }[]).map((offer) => offer.id)).toEqual(['off-1', 'off-2']);
    const second = await call('GET', '/drives/drv-run/offers?pageSize=2&page=2');
    expect((second.body.items as { id: string }[]).map((offer) => offer.id)).toEqual(['off-3']);
  });
});
