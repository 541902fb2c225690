import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { ANANYA, BHAVANA, application, drive, inDays, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

describe('student drives', () => {
  it('lists the drives at the college with each decision and the rule that failed, with the values', async () => {
    await seedSeason([
      drive('drv-open'),
      drive('drv-strict', { rules: { branches: [], graduationYears: [], minCgpa: 8.5 } }),
      drive('drv-draft', { state: 'draft' }),
    ]);
    await AS.student();
    const { status, body } = await call('GET', '/student/drives');
    expect(status).toBe(200);
    const rows = body.items as {
      drive: { id: string };
      decision: { eligible: boolean; reasons: unknown[] };
    }[];
    expect(rows.map((row) => row.drive.id).sort()).toEqual(['drv-open', 'drv-strict']);
    expect(rows.find((row) => row.drive.id === 'drv-strict')?.decision).toMatchObject({
      eligible: false,
      reasons: [{ rule: 'cgpa', value: 8.1, limit: 8.5 }],
      policyVersion: 1,
    });
    const eligibleOnly = await call('GET', '/student/drives?show=eligible');
    expect((eligibleOnly.body.items as { drive: { id: string } }[]).map((row) => row.drive.id)).toEqual([
      'drv-open',
    ]);
  });

  it('applies when eligible and keeps the decision it was made under', async () => {
    await seedSeason([drive('drv-open')]);
    await AS.student();
    const { status, body } = await call('POST', '/student/drives/drv-open/apply');
    expect(status).toBe(201);
    expect(body.application).toMatchObject({
      state: 'applied',
      decision: { eligible: true, policyVersion: 1 },
    });
    expect((await call('POST', '/student/drives/drv-open/apply')).body).toMatchObject({
      code: 'already_applied',
      reasons: [{ rule: 'alreadyApplied', state: 'applied', appliedAt: expect.any(String) }],
    });
    const stored = (await mockStore().read()).driveApplications;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rollNumber: ANANYA.rollNumber, candidateId: 'acc-student' });
  });

  it('refuses to apply while ineligible, with status, code and reasons, and stores nothing', async () => {
    await seedSeason([
      drive('drv-strict', { rules: { branches: ['ECE'], graduationYears: [], minCgpa: 8.5 } }),
    ]);
    await AS.student();
    const { status, body } = await call('POST', '/student/drives/drv-strict/apply');
    expect(status).toBe(422);
    expect(body).toEqual({
      code: 'ineligible',
      message: "Your branch CSE is not among this drive's branches (ECE); CGPA 8.1 is below this drive's 8.5",
      reasons: [
        { rule: 'branch', value: 'CSE', allowed: ['ECE'] },
        { rule: 'cgpa', value: 8.1, limit: 8.5 },
      ],
    });
    expect((await mockStore().read()).driveApplications).toEqual([]);
  });

  it('refuses after the deadline and on a drive no longer open, each with its reason', async () => {
    const deadline = inDays(-1);
    await seedSeason([
      drive('drv-late', { deadline, state: 'in-progress' }),
      drive('drv-due', { deadline }),
      drive('drv-closed', { state: 'closed' }),
    ]);
    await AS.student();
    const late = {
      status: 409,
      body: { code: 'deadline_passed', reasons: [{ rule: 'deadlinePassed', deadline }] },
    };
    expect(await call('POST', '/student/drives/drv-late/apply')).toMatchObject(late);
    // Moved on by the server as it was read: still refused for its deadline, not its new state.
    expect(await call('POST', '/student/drives/drv-due/apply')).toMatchObject(late);
    expect(await call('POST', '/student/drives/drv-closed/apply')).toMatchObject({
      status: 409,
      body: { code: 'drive_closed', reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open'] }] },
    });
  });

  it('moves an open drive past its deadline on by itself, and refuses withdrawing after it', async () => {
    await seedSeason(
      [drive('drv-due', { deadline: inDays(-0.01) })],
      [application('app-1', 'drv-due', ANANYA)],
    );
    await AS.student();
    const withdrawn = await call('POST', '/student/drives/drv-due/withdraw');
    expect(withdrawn).toMatchObject({
      status: 409,
      body: { code: 'deadline_passed', reasons: [{ rule: 'deadlinePassed' }] },
    });
    expect((await mockStore().read()).drives[0]?.state).toBe('in-progress');
  });

  it('withdraws before the deadline, then a second withdrawal is an invalid transition', async () => {
    await seedSeason([drive('drv-open')], [application('app-1', 'drv-open', ANANYA)]);
    await AS.student();
    expect((await call('POST', '/student/drives/drv-open/withdraw')).body.application).toMatchObject({
      state: 'withdrawn',
    });
    const again = await call('POST', '/student/drives/drv-open/withdraw');
    expect(again).toMatchObject({
      status: 409,
      body: {
        code: 'invalid_transition',
        reasons: [{ rule: 'noSuchTransition', from: 'withdrawn', to: 'withdrawn' }],
      },
    });
  });

  it("shows the application's rounds on a timeline", async () => {
    await seedSeason(
      [drive('drv-run', { state: 'in-progress', deadline: inDays(-2) })],
      [application('app-1', 'drv-run', ANANYA, { state: 'shortlisted', roundReached: 1 })],
    );
    await AS.student();
    const { body } = await call('GET', '/student/applications');
    const [first] = body.items as { timeline: { order: number; outcome: string }[] }[];
    expect(first?.timeline.map((round) => [round.order, round.outcome])).toEqual([
      [1, 'cleared'],
      [2, 'upcoming'],
    ]);
  });

  it('does not show another student applications', async () => {
    await seedSeason([drive('drv-open')], [application('app-2', 'drv-open', BHAVANA)]);
    await AS.student();
    expect((await call('GET', '/student/applications')).body).toMatchObject({ items: [], total: 0 });
  });
});
