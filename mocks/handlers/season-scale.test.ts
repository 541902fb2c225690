import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { AS } from '../../tests/support/sessions';
import { createSeedState } from '../db/seed';
import { MASS_DRIVE_ID } from '../db/seed-large';
import { mockStore } from '../db/store';

/** Milliseconds one request takes (the best of three: a shared machine adds noise, never speed). */
async function timed(request: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    await request();
    times.push(performance.now() - start);
  }
  return Math.min(...times);
}

/**
 * The handlers at the large campus's scale (5,000 records, the 3,000-applicant drive): each answers well within a
 * frame budget's reach in Node. The figures are logged for docs/mock-backend.md; the generous bound (the machine is
 * shared and noisy) only catches a handler
 * that went quadratic.
 */
describe('season handlers at the scale of a large campus', () => {
  it('pages, filters and sorts 3,000 applicants, lists every key, and publishes a 1,500-name shortlist', async () => {
    const large = await createSeedState('large');
    await mockStore().update((state) => Object.assign(state, large, { sessions: state.sessions }));
    await AS.tpo();
    const path = `/drives/${MASS_DRIVE_ID}`;
    const page = await call('GET', `${path}/applicants?sort=cgpa&dir=desc&pageSize=500`);
    expect(page.body).toMatchObject({ total: 3000 });
    const figures = {
      applicantsPage: await timed(() => call('GET', `${path}/applicants?sort=cgpa&dir=desc&pageSize=500`)),
      applicantsFiltered: await timed(() =>
        call('GET', `${path}/applicants?branch=ECE&minCgpa=7.5&query=a&sort=name`),
      ),
      applicantKeys: await timed(() => call('GET', `${path}/applicant-keys?backlogs=none`)),
      summary: await timed(() => call('GET', '/college/season/summary')),
      drives: await timed(() => call('GET', '/college/drives?sort=applicants&dir=desc')),
    };
    const keys = (await call('GET', `${path}/applicant-keys?sort=cgpa&dir=desc`)).body
      .rollNumbers as string[];
    const lists = { advance: keys.slice(0, 1500), absent: keys.slice(2900), rejectRest: true };
    const round = `${path}/rounds/${MASS_DRIVE_ID}-r1/results`;
    const preview = await timed(() =>
      call('POST', `${round}/preview`, { json: { ...lists, view: { branch: 'ECE' } } }),
    );
    const previewed = await call('POST', `${round}/preview`, { json: lists });
    expect(previewed.body).toMatchObject({ rest: { total: 1400, outsideView: 0 } });
    const start = performance.now();
    const published = await call('POST', round, { json: { ...lists, notSelected: 1400 } });
    const publish = performance.now() - start;
    expect(published.body).toMatchObject({ advanced: 1500, absent: 100, rejected: 1400, unknown: [] });
    await AS.student();
    const studentDrives = await timed(() => call('GET', '/student/drives?pageSize=50'));
    console.warn('season handler timings (ms)', { ...figures, preview, publish, studentDrives });
    for (const ms of [...Object.values(figures), preview, publish, studentDrives])
      expect(ms).toBeLessThan(4000);
  }, 60_000);
});
