import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { ANANYA, application, drive, offer, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

describe('policy and the season at a glance', () => {
  it('makes a new policy version without rewriting decisions already made', async () => {
    await seedSeason([drive('drv-open')], [application('app-a', 'drv-open', ANANYA)]);
    await AS.tpo();
    const bad = await call('PUT', '/college/season/policy', {
      json: {
        dreamFrom: 600_000,
        superDreamFrom: 500_000,
        maxOffers: 2,
        afterPlacement: 'higher-tiers',
        absencesToBlock: 2,
      },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    const { body } = await call('PUT', '/college/season/policy', {
      json: {
        dreamFrom: 500_000,
        superDreamFrom: 1_000_000,
        maxOffers: 1,
        afterPlacement: 'none',
        absencesToBlock: 0,
      },
    });
    expect(body).toMatchObject({ policy: { version: 2, maxOffers: 1 }, history: [{ version: 1 }] });
    expect(body.description).toContain('You may accept one offer this season.');
    const state = await mockStore().read();
    expect(state.driveApplications[0]?.decision.policyVersion).toBe(1);
    expect(state.drives[0]).toMatchObject({ tier: 'dream', tierPolicyVersion: 1 });
  });

  it('refuses a save made on an older version with what changed since (409 policy_changed), and keeps the other save', async () => {
    await seedSeason([drive('drv-open')]);
    await AS.tpo();
    const settings = {
      dreamFrom: 600_000,
      superDreamFrom: 1_200_000,
      maxOffers: 2,
      afterPlacement: 'higher-tiers',
      absencesToBlock: 2,
    };
    const first = await call('PUT', '/college/season/policy', {
      json: { ...settings, maxOffers: 3, baseVersion: 1 },
    });
    expect(first).toMatchObject({ status: 200, body: { policy: { version: 2, maxOffers: 3 } } });
    const second = await call('PUT', '/college/season/policy', {
      json: { ...settings, absencesToBlock: 4, baseVersion: 1 },
    });
    expect(second).toMatchObject({
      status: 409,
      body: {
        code: 'policy_changed',
        reasons: [{ rule: 'policyVersion', base: 1, current: 2, changed: ['maxOffers'] }],
      },
    });
    expect(second.body.message).toContain('they changed how many offers a student may accept');
    const kept = await call('GET', '/college/season/policy');
    expect(kept.body.policy).toMatchObject({ version: 2, maxOffers: 3, absencesToBlock: 2 });
    // Saving again on the version the refusal named is a choice, and it is kept (without the version field).
    const again = await call('PUT', '/college/season/policy', {
      json: { ...settings, absencesToBlock: 4, baseVersion: 2 },
    });
    expect(again.body.policy).toEqual({
      ...settings,
      absencesToBlock: 4,
      version: 3,
      effectiveFrom: expect.any(String),
    });
  });

  it('sums up drives by state, students (as the report counts them) and offers by tier', async () => {
    await seedSeason([drive('drv-open'), drive('drv-done', { state: 'closed' })]);
    await mockStore().update((state) => {
      state.enrolments['acc-college'] = { [ANANYA.rollNumber]: 'placed', '1RV22CS002': 'opted-out' };
      state.offers.push(
        offer('off-ananya', application('app-ananya', 'drv-done', ANANYA), {
          ctc: { fixed: 4_00_000, variable: 0, joiningBonus: 50_000 },
          tier: 'regular',
          respondBy: '2026-11-10T12:00:00.000Z',
          state: 'accepted',
          issuedAt: '2026-11-01T12:00:00.000Z',
          answeredAt: '2026-11-02T12:00:00.000Z',
        }),
      );
    });
    await AS.tpo();
    const { body } = await call('GET', '/college/season/summary');
    // Five in the batch, one opted out: four opted in or placed, one of them placed (25%). The demo student has an
    // account (registered); the others do not.
    expect(body.students).toEqual({
      graduationYear: 2026,
      total: 5,
      registered: 1,
      optedInOrPlaced: 4,
      placed: 1,
      percentPlaced: 25,
      unplacedEligible: 3,
      optedOut: 1,
      blocked: 0,
      otherYears: 0,
    });
    expect(body.drivesByState).toContainEqual({ state: 'open', count: 1 });
    expect(body.drivesByState).toContainEqual({ state: 'closed', count: 1 });
  });

  it("opens one student's record, applications and offers for the TPO", async () => {
    await seedSeason([drive('drv-open')], [application('app-a', 'drv-open', ANANYA)]);
    await AS.tpo();
    const { body } = await call('GET', `/college/season/students/${ANANYA.rollNumber.toLowerCase()}`);
    expect(body.student).toMatchObject({
      record: { name: 'Ananya Rao' },
      candidateId: 'acc-student',
      applications: [{ id: 'app-a' }],
      offers: [],
    });
    expect((await call('GET', '/college/season/students/NOPE1')).status).toBe(404);
  });
});
