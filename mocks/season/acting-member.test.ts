import { describe, expect, it } from 'vitest';
import { createSeedState } from '../db/seed';
import { actingMember } from './acting-member';

describe('who is acting (for the audit log)', () => {
  it('names the member who signed in, with their role; a founding member by the account; none once removed', async () => {
    const state = await createSeedState();
    const college = state.accounts.find((account) => account.id === 'acc-college')!;
    expect(
      actingMember(state, { account: college, session: { email: 'cse.coordinator@example.com' } }),
    ).toEqual({
      memberId: 'mem-cse-coordinator',
      name: 'Dr. Kavitha Menon',
      role: 'departmentCoordinator',
    });
    expect(actingMember(state, { account: college, session: { email: 'tpo@example.com' } })).toEqual({
      memberId: 'founder:acc-college:tpo@example.com',
      name: 'Dr. Meera Kulkarni',
      role: 'placementOfficer',
    });
    state.members.find((member) => member.id === 'mem-cse-coordinator')!.removedAt = new Date().toISOString();
    expect(
      actingMember(state, { account: college, session: { email: 'cse.coordinator@example.com' } }),
    ).toBeUndefined();
  });
});
