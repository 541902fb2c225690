import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { ANANYA, application, drive, inDays, offer, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';
import { acceptOffer } from '../../tests/support/season-scenes';

/**
 * Issue 25, finding 3: a Dream offer (8.25 LPA) while the student applied to a Dream drive that pays more
 * (8.9 LPA) and to a Regular one. Under 'higher-tiers' both go: the same tier is closed too. What the offer
 * shows before accepting is what the acceptance does.
 */
async function seedDreamOffer() {
  const selected = application('app-offer', 'drv-offer', ANANYA, { state: 'selected', roundReached: 2 });
  await seedSeason(
    [
      drive('drv-offer', {
        companyName: 'Brightcircuit Labs',
        title: 'Embedded Systems Trainee',
        state: 'in-progress',
        deadline: inDays(-3),
        ctc: { fixed: 720_000, variable: 80_000, joiningBonus: 25_000 },
      }),
      drive('drv-dream', {
        title: 'Firmware Engineer (Graduate)',
        ctc: { fixed: 780_000, variable: 60_000, joiningBonus: 50_000 },
      }),
      drive('drv-regular', {
        title: 'Firmware Validation Engineer',
        tier: 'regular',
        ctc: { fixed: 520_000, variable: 30_000, joiningBonus: 0 },
      }),
      drive('drv-super', { title: 'Hardware Design Engineer', tier: 'super-dream' }),
    ],
    [
      selected,
      application('app-dream', 'drv-dream', ANANYA),
      application('app-regular', 'drv-regular', ANANYA, { state: 'shortlisted', roundReached: 1 }),
      application('app-super', 'drv-super', ANANYA),
    ],
    [
      offer('off-1', selected, {
        ctc: { fixed: 720_000, variable: 80_000, joiningBonus: 25_000 },
        location: 'Pune',
      }),
    ],
  );
  await AS.student();
}

describe("an acceptance's effect", () => {
  it('is shown before accepting, names each application, and is exactly what accepting does', async () => {
    await seedDreamOffer();
    const shown = (await call('GET', '/student/offers')).body.items as { acceptEffect: unknown }[];
    const preview = shown[0]?.acceptEffect;
    expect(preview).toEqual({
      tier: 'dream',
      placedIn: 'dream',
      offersHeld: 1,
      maxOffers: 2,
      withdraws: [
        {
          id: 'app-dream',
          driveId: 'drv-dream',
          companyName: 'Voltline Embedded Systems',
          title: 'Firmware Engineer (Graduate)',
          tier: 'dream',
        },
        {
          id: 'app-regular',
          driveId: 'drv-regular',
          companyName: 'Voltline Embedded Systems',
          title: 'Firmware Validation Engineer',
          tier: 'regular',
        },
      ],
      closesOffers: [],
      openTiers: ['super-dream'],
      closedBy: 'placedTier',
    });
    const answer = await acceptOffer('off-1');
    expect(answer.body.effect).toEqual(preview);
    const state = await mockStore().read();
    const stateOf = (id: string) => state.driveApplications.find((entry) => entry.id === id)?.state;
    expect(['app-dream', 'app-regular', 'app-super'].map(stateOf)).toEqual([
      'withdrawn',
      'withdrawn',
      'applied',
    ]);
  });

  it('sends one notification per withdrawn application, each naming its company and role', async () => {
    await seedDreamOffer();
    await acceptOffer('off-1');
    const withdrawn = (await mockStore().read()).notifications.filter(
      (entry) => entry.kind === 'application-withdrawn',
    );
    expect(withdrawn.map((entry) => [entry.title, entry.driveId])).toEqual([
      ['Application withdrawn: Voltline Embedded Systems, Firmware Engineer (Graduate)', 'drv-dream'],
      ['Application withdrawn: Voltline Embedded Systems, Firmware Validation Engineer', 'drv-regular'],
    ]);
    expect(withdrawn[0]?.text).toContain('Brightcircuit Labs (Embedded Systems Trainee)');
  });

  it('an offer the policy would refuse says why instead of an effect', async () => {
    await seedDreamOffer();
    await mockStore().update((state) => {
      state.offers.push({ ...state.offers[0]!, id: 'off-held', state: 'accepted', issuedAt: inDays(-2) });
    });
    const { items } = (await call('GET', '/student/offers')).body as {
      items: { offer: { id: string }; acceptEffect?: unknown; acceptRefusal?: unknown }[];
    };
    const waiting = items.find((row) => row.offer.id === 'off-1');
    expect(waiting).toMatchObject({
      acceptRefusal: [{ rule: 'placedTier', value: 'dream', allowed: ['super-dream'] }],
    });
    expect(waiting?.acceptEffect).toBeUndefined();
  });
});

describe("the student's lists, paged", () => {
  it('pages the offers, waiting ones first, and counts the waiting ones over every page', async () => {
    await seedDreamOffer();
    await mockStore().update((state) => {
      state.offers.push({ ...state.offers[0]!, id: 'off-old', state: 'declined', issuedAt: inDays(-5) });
    });
    const first = await call('GET', '/student/offers?pageSize=1');
    expect(first.body).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      waiting: 1,
      items: [{ offer: { id: 'off-1' } }],
    });
    const second = await call('GET', '/student/offers?pageSize=1&page=2');
    expect(second.body).toMatchObject({ waiting: 1, items: [{ offer: { id: 'off-old' } }] });
    expect((second.body.items as { acceptEffect?: unknown }[])[0]?.acceptEffect).toBeUndefined();
    expect((await call('GET', '/student/offers?pageSize=0')).status).toBe(400);
  });

  it('pages the applications, newest first', async () => {
    await seedDreamOffer();
    const all = await call('GET', '/student/applications');
    expect(all.body).toMatchObject({ total: 4, page: 1 });
    const page = await call('GET', '/student/applications?pageSize=3&page=2');
    expect(page.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.body.items).toHaveLength(1);
  });
});
