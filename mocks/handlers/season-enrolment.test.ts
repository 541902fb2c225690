import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { ANANYA, application, drive, inDays, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

const COLLEGE = 'acc-college';
const ROLL = ANANYA.rollNumber;
const TPO_STEP = `/college/season/students/${ROLL}/enrolment`;

const enrolment = async () => (await mockStore().read()).enrolments[COLLEGE]?.[ROLL] ?? 'available';

// Every step of the enrolment machine, by every actor, is walked in machine-walk/enrolment.test.ts.
describe("a student's place, through the mock's HTTP layer", () => {
  it("asks the TPO for a reason, and keeps a student or another college's roll number out", async () => {
    await seedSeason();
    await AS.tpo();
    expect((await call('PATCH', TPO_STEP, { json: { state: 'blocked', reason: '   ' } })).status).toBe(400);
    expect(
      (
        await call('PATCH', '/college/season/students/NOPE/enrolment', {
          json: { state: 'blocked', reason: 'x' },
        })
      ).status,
    ).toBe(404);
    await AS.student();
    expect((await call('PATCH', TPO_STEP, { json: { state: 'blocked', reason: 'x' } })).status).toBe(403);
  });

  it('opting out withdraws the applications in progress, and the student reads the TPO reason', async () => {
    await seedSeason(
      [drive('drv-a'), drive('drv-b', { state: 'in-progress', deadline: inDays(-1) }), drive('drv-c')],
      [
        application('app-a', 'drv-a', ANANYA),
        application('app-b', 'drv-b', ANANYA, { state: 'waitlisted', roundReached: 2 }),
        application('app-c', 'drv-c', ANANYA, { state: 'rejected' }),
      ],
    );
    await AS.tpo();
    const answer = await call('PATCH', TPO_STEP, {
      json: { state: 'opted-out', reason: 'Higher studies admit' },
    });
    expect(answer.body).toMatchObject({
      student: {
        standing: {
          enrolment: 'opted-out',
          hold: { rule: 'optedOut', by: 'tpo', reason: 'Higher studies admit' },
        },
        enrolmentHistory: [{ from: 'available', to: 'opted-out', by: 'tpo', reason: 'Higher studies admit' }],
      },
    });
    const state = await mockStore().read();
    expect(state.driveApplications.map((entry) => [entry.id, entry.state])).toEqual([
      ['app-a', 'withdrawn'],
      ['app-b', 'withdrawn'],
      ['app-c', 'rejected'],
    ]);
    expect(state.notifications.filter((entry) => entry.accountId === 'acc-student')).toMatchObject([
      { kind: 'enrolment', text: 'Reason: Higher studies admit. 2 applications in progress withdrawn.' },
    ]);

    await AS.student();
    const drives = await call('GET', '/student/drives');
    expect((drives.body.items as { decision: { reasons: unknown[] } }[])[0]?.decision.reasons).toContainEqual(
      expect.objectContaining({ rule: 'optedOut', by: 'tpo', reason: 'Higher studies admit' }),
    );
  });

  it('the student opting out withdraws the same, and says how many', async () => {
    await seedSeason([drive('drv-a')], [application('app-a', 'drv-a', ANANYA)]);
    await AS.student();
    const answer = await call('PATCH', '/student/season', { json: { state: 'opted-out' } });
    expect(answer.body).toMatchObject({ standing: { enrolment: 'opted-out' }, withdrawnApplications: 1 });
    expect((await mockStore().read()).driveApplications[0]?.state).toBe('withdrawn');
  });
});

describe('a block by absences is decided once', () => {
  const absent = (id: string) =>
    call('POST', `/drives/${id}/rounds/${id}-r1/results`, { json: { absent: [ROLL] } });
  const setLimit = (absencesToBlock: number) =>
    call('PUT', '/college/season/policy', {
      json: {
        dreamFrom: 600_000,
        superDreamFrom: 1_200_000,
        maxOffers: 2,
        afterPlacement: 'higher-tiers',
        absencesToBlock,
      },
    });
  const running = (id: string) => drive(id, { state: 'in-progress', deadline: inDays(-1) });

  it('is never made or undone by a later policy change, and an unblock forgives the absences behind it', async () => {
    await seedSeason(
      ['drv-1', 'drv-2', 'drv-3', 'drv-4'].map(running),
      ['drv-1', 'drv-2', 'drv-3', 'drv-4'].map((id) => application(`app-${id}`, id, ANANYA)),
    );
    await AS.tpo();
    await absent('drv-1');
    await setLimit(1); // one absence now would block, but nobody is blocked after the fact
    expect(await enrolment()).toBe('available');
    await absent('drv-2'); // decided now, under version 2: two absences, limit 1
    expect(await enrolment()).toBe('blocked');
    await setLimit(5); // a lenient policy later lifts nothing
    const standing = await call('GET', `/college/season/students/${ROLL}`);
    expect(standing.body).toMatchObject({
      student: {
        standing: { enrolment: 'blocked', hold: { rule: 'absences', value: 2, limit: 1, policyVersion: 2 } },
      },
    });
    await setLimit(2);
    expect(
      (await call('PATCH', TPO_STEP, { json: { state: 'available', reason: 'University exam' } })).status,
    ).toBe(200);
    await absent('drv-3'); // the two before are forgiven: one new absence, limit 2
    expect(await enrolment()).toBe('available');
    await absent('drv-4');
    expect(await enrolment()).toBe('blocked');
  });
});
