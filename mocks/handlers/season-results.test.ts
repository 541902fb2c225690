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
  seedSeason,
} from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

const running = () => drive('drv-run', { state: 'in-progress', deadline: inDays(-1) });
const applicants = () => [
  application('app-a', 'drv-run', ANANYA),
  application('app-c', 'drv-run', CHETAN),
  application('app-e', 'drv-run', ESHAN),
];
const statesOf = async () =>
  Object.fromEntries(
    (await mockStore().read()).driveApplications.map((entry) => [
      entry.id,
      [entry.state, entry.roundReached],
    ]),
  );

describe('round results', () => {
  it('advances a pasted list of roll numbers and e-mails, reports unknown entries, and rejects the rest', async () => {
    await seedSeason([running()], applicants());
    await AS.tpo();
    const { status, body } = await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', {
      json: {
        advance: [' 1rv22cs001 ', 'CHETAN@rvce.example.edu', '1RV22XX999', 'nobody@example.com'],
        rejectRest: true,
        notSelected: 1,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      advanced: 2,
      rejected: 1,
      unknown: ['1RV22XX999', 'nobody@example.com'],
      notInRound: [],
    });
    expect(await statesOf()).toEqual({
      'app-a': ['shortlisted', 1],
      'app-c': ['shortlisted', 1],
      'app-e': ['rejected', 0],
    });
    // The student hears at once.
    await AS.student();
    const inbox = await call('GET', '/notifications');
    expect(inbox.body).toMatchObject({
      unread: 1,
      items: [{ kind: 'shortlisted', title: 'Shortlisted: Voltline Embedded Systems' }],
    });
  });

  it('selects after the last round, and reports applicants no longer in the round', async () => {
    await seedSeason(
      [running()],
      [
        application('app-a', 'drv-run', ANANYA, { state: 'shortlisted', roundReached: 1 }),
        application('app-b', 'drv-run', ESHAN, { state: 'rejected' }),
      ],
    );
    await AS.voltline();
    const { body } = await call('POST', '/drives/drv-run/rounds/drv-run-r2/results', {
      json: { advance: [ANANYA.rollNumber, ESHAN.rollNumber] },
    });
    expect(body).toMatchObject({ selected: 1, advanced: 0, notInRound: [ESHAN.rollNumber] });
    expect(await statesOf()).toMatchObject({ 'app-a': ['selected', 2] });
  });

  it('applies a list re-sent with the same Idempotency-Key once', async () => {
    await seedSeason([running()], applicants());
    await AS.tpo();
    const send = () =>
      call('POST', '/drives/drv-run/rounds/drv-run-r1/results', {
        json: { advance: [ANANYA.rollNumber], absent: [ESHAN.rollNumber] },
        headers: { 'Idempotency-Key': 'attendance-hall-2-0001' },
      });
    const first = await send();
    const second = await send();
    expect(second).toEqual(first);
    expect(first.body).toMatchObject({ advanced: 1, absent: 1 });
    expect(await statesOf()).toEqual({
      'app-a': ['shortlisted', 1],
      'app-c': ['applied', 0],
      'app-e': ['absent', 0],
    });
    // Without the key, the repeat finds nobody left in round 1 to move: nothing is applied twice either way, and a
    // publication that changes nothing is refused, not recorded (issue 35).
    const third = await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', {
      json: { advance: [ANANYA.rollNumber] },
    });
    expect(third).toMatchObject({
      status: 409,
      body: { code: 'nothing_to_publish', reasons: [{ rule: 'nothingToPublish' }] },
    });
    expect(Object.keys((await mockStore().read()).roundRecords)).toHaveLength(1);
  });

  it('refuses results for a round not yet held, with its time, and changes nothing', async () => {
    const later = { id: 'drv-run-r1', order: 1, kind: 'test' as const, date: '2099-01-05', time: '10:00' };
    await seedSeason(
      [drive('drv-run', { state: 'open', rounds: [{ ...later, venue: 'Hall 1' }] })],
      applicants(),
    );
    await AS.tpo();
    for (const path of ['results', 'results/preview']) {
      const answer = await call('POST', `/drives/drv-run/rounds/drv-run-r1/${path}`, {
        json: { absent: [ANANYA.rollNumber] },
      });
      expect(answer).toMatchObject({
        status: 409,
        body: {
          code: 'round_not_held',
          message:
            'Round 1 is to be held on 5 Jan 2099, 10:00 am IST: its results can be published once it has been held',
          reasons: [{ rule: 'roundNotHeld', order: 1, startsAt: '2099-01-05T04:30:00.000Z' }],
        },
      });
    }
    expect(await statesOf()).toEqual({
      'app-a': ['applied', 0],
      'app-c': ['applied', 0],
      'app-e': ['applied', 0],
    });
  });

  it('tells an absent student at once: the round, and what another absence does under the policy', async () => {
    await seedSeason([running()], applicants());
    await AS.tpo();
    await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', {
      json: { absent: [ANANYA.rollNumber] },
    });
    const told = (await mockStore().read()).notifications.filter((entry) => entry.kind === 'absent');
    expect(told).toMatchObject([
      {
        accountId: 'acc-student',
        title: 'Marked absent: Voltline Embedded Systems',
        text: "Firmware Engineer: you were marked absent from round 1 (Online test), 10 Nov 2026, 10:00 am IST. You have missed 1 round this season. Under this season's policy, one more absence blocks you from further drives. If you were there, ask the placement cell to correct it.",
      },
    ]);
  });

  it('blocks a student whose absences reach the policy limit', async () => {
    await seedSeason(
      [running(), drive('drv-two', { state: 'in-progress', deadline: inDays(-1) })],
      [application('app-a', 'drv-run', ANANYA), application('app-a2', 'drv-two', ANANYA)],
    );
    await AS.tpo();
    await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', {
      json: { absent: [ANANYA.rollNumber] },
    });
    expect((await mockStore().read()).enrolments).toEqual({});
    await call('POST', '/drives/drv-two/rounds/drv-two-r1/results', {
      json: { absent: [ANANYA.rollNumber] },
    });
    const state = await mockStore().read();
    expect(state.enrolments['acc-college']).toEqual({ [ANANYA.rollNumber]: 'blocked' });
    // Kept with the absences and the policy version behind it.
    expect(state.enrolmentChanges['acc-college']?.[ANANYA.rollNumber]).toMatchObject([
      {
        from: 'available',
        to: 'blocked',
        by: 'system',
        absenceBlock: { absences: 2, limit: 2, policyVersion: 1 },
      },
    ]);
  });

  it('refuses to publish results once the drive is closed', async () => {
    await seedSeason(
      [drive('drv-done', { state: 'closed', deadline: inDays(-9) })],
      [application('app-a', 'drv-done', ANANYA)],
    );
    await AS.tpo();
    const { status, body } = await call('POST', '/drives/drv-done/rounds/drv-done-r1/results', {
      json: { advance: [ANANYA.rollNumber] },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open', 'in-progress'] }],
    });
    expect(await statesOf()).toEqual({ 'app-a': ['applied', 0] });
  });

  it("lets only the drive's college and company record results", async () => {
    await seedSeason([running()], applicants());
    await AS.otherCompany();
    expect(
      (await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', { json: { advance: [] } })).status,
    ).toBe(403);
    await AS.student();
    expect(
      (await call('POST', '/drives/drv-run/rounds/drv-run-r1/results', { json: { advance: [] } })).status,
    ).toBe(403);
  });
});

describe('applicants table', () => {
  it('filters, sorts and pages on the server; a company sees only the applicants eligible now', async () => {
    await seedSeason([running()], [...applicants(), application('app-b', 'drv-run', BHAVANA)]);
    await AS.tpo();
    const all = await call('GET', '/drives/drv-run/applicants?sort=cgpa&dir=desc&pageSize=2');
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect((all.body.items as { name: string; cgpa: number }[]).map((row) => row.cgpa)).toEqual([9.2, 8.1]);
    const ece = await call('GET', '/drives/drv-run/applicants?branch=ECE');
    expect((ece.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Chetan Gowda']);
    const keys = await call('GET', '/drives/drv-run/applicant-keys?minCgpa=7.9');
    expect(keys.body).toEqual({ rollNumbers: ['1RV22CS001', '1RV22EC003', '1RV22CS005'], total: 3 });
    await AS.voltline();
    const company = await call('GET', '/drives/drv-run/applicants');
    expect((company.body.items as { name: string }[]).map((row) => row.name)).not.toContain('Bhavana Iyer');
    expect(company.body.total).toBe(3);
  });
});
