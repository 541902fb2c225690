import { describe, expect, it } from 'vitest';
import { ANANYA, seedSeason } from '../../tests/support/season-fixture';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { deadlinesDue, settleDeadlines } from './season-actions';
import { auditActor, auditPurgeDue, purgeExpiredAudit, recordDecision } from './audit-log';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-02T06:00:00.000Z');

async function stateWith(ages: number[]): Promise<MockState> {
  await seedSeason();
  await mockStore().update((state) => {
    const by = auditActor(
      state,
      state.accounts.find((account) => account.id === 'acc-college')!,
    );
    for (const days of ages)
      recordDecision(state, {
        collegeId: 'acc-college',
        by,
        action: 'blocked',
        students: [{ rollNumber: ANANYA.rollNumber.toLowerCase(), after: 'blocked' }],
        reason: `${days} days ago`,
        at: new Date(NOW - days * DAY).toISOString(),
      });
  });
  return structuredClone(await mockStore().read());
}

describe('recordDecision', () => {
  it('appends one signed entry, in order, with the student as the batch knows them', async () => {
    const state = await stateWith([2, 1]);
    const entries = Object.values(state.auditLog);
    expect(entries.map((entry) => [entry.seq, entry.reason])).toEqual([
      [1, '2 days ago'],
      [2, '1 days ago'],
    ]);
    expect(entries[0]).toMatchObject({
      collegeId: 'acc-college',
      by: { id: 'acc-college', role: 'placementOfficer' },
      students: [{ rollNumber: ANANYA.rollNumber, name: ANANYA.name, after: 'blocked' }],
    });
  });
});

describe('auditActor', () => {
  it('signs a college as its placement officer, a company by the address it signed in with, a student as one', async () => {
    await seedSeason();
    const state = await mockStore().read();
    const account = (id: string) => state.accounts.find((entry) => entry.id === id)!;
    expect(auditActor(state, account('acc-college')).role).toBe('placementOfficer');
    const company = account('acc-company');
    expect(auditActor(state, company, company.emails[0]).role).toBe('companyAdmin');
    expect(auditActor(state, company, company.emails[1])).toMatchObject({
      role: 'recruiter',
      name: expect.stringContaining(company.companyName!),
    });
    expect(auditActor(state, account('acc-student'))).toMatchObject({ role: 'student' });
  });
});

describe('purging after a year', () => {
  it('removes only the entries older than one year, and is due only when there is one', async () => {
    const state = await stateWith([400, 366, 364, 1]);
    expect(auditPurgeDue(state, NOW)).toBe(true);
    expect(purgeExpiredAudit(state, NOW)).toBe(2);
    expect(Object.values(state.auditLog).map((entry) => entry.reason)).toEqual([
      '364 days ago',
      '1 days ago',
    ]);
    expect(auditPurgeDue(state, NOW)).toBe(false);
    expect(purgeExpiredAudit(state, NOW)).toBe(0);
  });

  it('is part of settling the season, which the server’s clock runs', async () => {
    const state = await stateWith([370]);
    expect(deadlinesDue(state, NOW)).toBe(true);
    expect(settleDeadlines(state, NOW)).toBe(true);
    expect(state.auditLog).toEqual({});
    expect(deadlinesDue(state, NOW)).toBe(false);
  });
});
