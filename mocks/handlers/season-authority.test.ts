import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { ANANYA, application, drive, inDays, seedSeason } from '../../tests/support/season-fixture';
import { acceptOffer, blockAtFirstAbsence } from '../../tests/support/season-scenes';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

/**
 * Issue 35, 'Authority that holds', through the HTTP layer (the real server runs the same handlers): the student
 * undoes only an opt-out of their own; a block outlives a placement that is rescinded; correcting the absence that
 * blocked a student lifts the block; accepting is pinned to what the student was shown it withdraws.
 */
const ROLL = ANANYA.rollNumber;
const TPO_STEP = `/college/season/students/${ROLL}/enrolment`;

const enrolment = async () => (await mockStore().read()).enrolments['acc-college']?.[ROLL] ?? 'available';
const standing = async () => {
  await AS.student();
  return (await call('GET', '/student/season')).body.standing as Record<string, unknown>;
};

/** Voltline's running drive selected the demo student, and its Dream offer waits; she also applied to a Regular one. */
async function offerWaiting() {
  await seedSeason(
    [
      drive('drv-run', { state: 'in-progress', deadline: inDays(-1) }),
      drive('drv-reg', { ctc: { fixed: 400_000, variable: 0, joiningBonus: 0 }, tier: 'regular' }),
      drive('drv-dream', { ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 }, tier: 'dream' }),
    ],
    [
      application('app-a', 'drv-run', ANANYA, { state: 'selected', roundReached: 2 }),
      application('app-reg', 'drv-reg', ANANYA),
    ],
  );
  await AS.voltline();
  const { body } = await call('POST', '/drives/drv-run/offers', {
    json: {
      applicationId: 'app-a',
      ctc: { fixed: 700_000, variable: 50_000, joiningBonus: 25_000 },
      location: 'Bengaluru',
      joiningDate: '2027-07-01',
      respondBy: inDays(3),
    },
  });
  return (body.offer as { id: string }).id;
}

describe('authority that holds (issue 35)', () => {
  it("refuses the student's opt-in after the placement cell's opt-out, with who decided; their own they undo", async () => {
    await seedSeason([]);
    await AS.tpo();
    expect(
      (await call('PATCH', TPO_STEP, { json: { state: 'opted-out', reason: 'Joined an MBA' } })).status,
    ).toBe(200);
    await AS.student();
    const refused = await call('PATCH', '/student/season', { json: { state: 'available' } });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'invalid_transition',
        reasons: [
          {
            rule: 'othersDecision',
            machine: 'enrolment',
            from: 'opted-out',
            to: 'available',
            actor: 'student',
            decidedBy: 'tpo',
          },
        ],
      },
    });
    expect(await enrolment()).toBe('opted-out');

    // The placement cell undoes it; then the student's own opt-out is theirs to undo.
    await AS.tpo();
    await call('PATCH', TPO_STEP, { json: { state: 'available', reason: 'The admit fell through' } });
    await AS.student();
    expect((await call('PATCH', '/student/season', { json: { state: 'opted-out' } })).status).toBe(200);
    expect((await call('PATCH', '/student/season', { json: { state: 'available' } })).status).toBe(200);
    expect(await enrolment()).toBe('available');
  });

  it('keeps a block when the offer accepted under it is rescinded, and tells the student so', async () => {
    const offerId = await offerWaiting();
    await AS.tpo();
    await call('PATCH', TPO_STEP, { json: { state: 'blocked', reason: 'Skipped the talk twice' } });
    await AS.student();
    expect((await acceptOffer(offerId)).status).toBe(200);
    expect(await enrolment()).toBe('placed');

    await AS.voltline();
    expect(
      (
        await call('PATCH', `/offers/${offerId}`, {
          json: { state: 'rescinded', reason: 'The role was withdrawn' },
        })
      ).status,
    ).toBe(200);
    expect(await enrolment()).toBe('blocked');
    expect(await standing()).toMatchObject({
      enrolment: 'blocked',
      hold: { rule: 'blockedByTpo', reason: 'Skipped the talk twice' },
    });
    const notices = (await mockStore().read()).notifications.filter((entry) => entry.kind === 'offer');
    expect(notices.at(-1)?.text).toContain('stands again: only the placement cell can lift it');
    // The placement cell's unblock still lifts it.
    await AS.tpo();
    await call('PATCH', TPO_STEP, { json: { state: 'available', reason: 'Talked it through' } });
    expect(await enrolment()).toBe('available');
  });

  it('puts a student placed from the running back in it when the offer is rescinded', async () => {
    const offerId = await offerWaiting();
    await AS.student();
    await acceptOffer(offerId);
    await AS.voltline();
    await call('PATCH', `/offers/${offerId}`, {
      json: { state: 'rescinded', reason: 'The role was withdrawn' },
    });
    expect(await enrolment()).toBe('available');
  });

  it('lifts the block an absence caused when the absence is corrected, and says so to the TPO first', async () => {
    const rounds = drive('drv-run').rounds;
    await seedSeason(
      [drive('drv-run', { state: 'in-progress', deadline: inDays(-1), rounds })],
      [application('app-a', 'drv-run', ANANYA)],
    );
    await blockAtFirstAbsence();
    await AS.tpo();
    await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', { json: { absent: [ROLL] } });
    expect(await standing()).toMatchObject({ enrolment: 'blocked', absences: 1, hold: { rule: 'absences' } });

    // The TPO's list says correcting her absence lifts the block; the company's list says nothing of it.
    await AS.tpo();
    const seen = await call('GET', `/drives/drv-run/applicants?query=${ROLL}`);
    expect(seen.body).toMatchObject({ items: [{ rollNumber: ROLL, correctingLiftsBlock: true }] });
    await AS.voltline();
    const company = await call('GET', `/drives/drv-run/applicants?query=${ROLL}`);
    expect(company.body.items).toEqual([expect.not.objectContaining({ correctingLiftsBlock: true })]);

    await AS.tpo();
    const corrected = await call('POST', '/drives/drv-run/rounds/drv-run-r1/corrections', {
      json: { rollNumber: ROLL, to: 'advance' },
    });
    expect(corrected.status).toBe(200);
    expect(await standing()).toMatchObject({ enrolment: 'available', absences: 0 });
    expect(await standing()).not.toHaveProperty('hold');
    const notices = (await mockStore().read()).notifications.filter((entry) => entry.kind === 'enrolment');
    expect(notices.at(-1)).toMatchObject({ title: 'Your block was lifted' });
    // A new absence is counted afresh under the policy: the corrected one is gone, nothing was forgiven.
    const changes = (await mockStore().read()).enrolmentChanges['acc-college']?.[ROLL] ?? [];
    expect(changes.at(-1)).toMatchObject({ from: 'blocked', to: 'available', by: 'system' });
    expect(changes.at(-1)).not.toHaveProperty('forgivenAbsences');
  });

  it('accepts only with the withdrawals the student was shown: 409 with the new list, nothing changed', async () => {
    const offerId = await offerWaiting();
    await AS.student();
    // Shown: the Regular application. Then a Dream application from another tab.
    expect((await call('POST', '/student/drives/drv-dream/apply')).status).toBe(201);
    const stale = await call('PATCH', `/student/offers/${offerId}`, {
      json: { state: 'accepted', withdraws: ['app-reg'] },
    });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        code: 'accept_changed',
        reasons: [
          {
            rule: 'acceptWithdrawsChanged',
            confirmed: ['app-reg'],
            withdraws: [
              { id: 'app-reg', tier: 'regular' },
              { driveId: 'drv-dream', tier: 'dream' },
            ],
          },
        ],
      },
    });
    const state = await mockStore().read();
    expect(state.offers[0]?.state).toBe('issued');
    expect(state.driveApplications.filter((entry) => entry.state === 'withdrawn')).toEqual([]);
    // Left out while it withdraws something: refused the same way.
    const bare = await call('PATCH', `/student/offers/${offerId}`, { json: { state: 'accepted' } });
    expect(bare.body).toMatchObject({ code: 'accept_changed', reasons: [{ confirmed: null }] });

    const newList = (stale.body.reasons as { withdraws: { id: string }[] }[])[0]!.withdraws.map((e) => e.id);
    const accepted = await call('PATCH', `/student/offers/${offerId}`, {
      json: { state: 'accepted', withdraws: newList },
    });
    expect(accepted.status).toBe(200);
  });
});
