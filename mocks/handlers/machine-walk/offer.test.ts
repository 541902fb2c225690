/**
 * The offer machine, every step through the HTTP layer (tests/support/machine-walk.ts says how the walk judges):
 * the student's answer, the recruiters' rescinding, and the server's expiry at the respond-by time.
 */
import { describe, expect, it } from 'vitest';
import { OFFER_MACHINE, type OfferState } from '@/lib/season/machines';
import { call } from '../../../tests/support/api';
import { type MachineDriver, PEOPLE, walkPeople, walkSystem } from '../../../tests/support/machine-walk';
import { ANANYA, application, drive, inDays, offer, seedSeason } from '../../../tests/support/season-fixture';
import {
  acceptBetterOffer,
  betterOffer,
  optOut,
  readSeason,
  type SeasonRows,
} from '../../../tests/support/season-scenes';
import type { MockOffer } from '../../db/season-state';
import { mockStore } from '../../db/store';

const ID = 'off-walk';

/** A selected student's offer in `from` at a running drive (placed when it is accepted), beside `others`. */
async function arrange(from: OfferState, others: SeasonRows = {}, overrides: Partial<MockOffer> = {}) {
  const selected = application('app-walk', 'drv-walk', ANANYA, { state: 'selected', roundReached: 2 });
  await seedSeason(
    [drive('drv-walk', { state: 'in-progress', deadline: inDays(-1) }), ...(others.drives ?? [])],
    [selected, ...(others.applications ?? [])],
    [
      // An expired offer's respond-by time has passed.
      offer(ID, selected, {
        state: from,
        ...(from === 'expired' ? { respondBy: inDays(-1) } : {}),
        ...overrides,
      }),
      ...(others.offers ?? []),
    ],
  );
  if (from === 'accepted')
    await mockStore().update((state) => {
      state.enrolments = { 'acc-college': { [ANANYA.rollNumber]: 'placed' } };
    });
}

async function read() {
  const found = (await mockStore().read()).offers.find((entry) => entry.id === ID)!;
  return { state: found.state, mark: found.answeredAt ?? '' };
}

/** A recruiter's step also carries the reason the student reads (`extra`). */
const answer = (path: string, extra: Record<string, string> = {}) => ({
  ask: (_: unknown, to: OfferState) => call('PATCH', path, { json: { state: to, ...extra } }),
  probe: () => call('PATCH', path, { json: { state: 'declined', ...extra } }),
});

const driver: MachineDriver<OfferState, void> = {
  machine: OFFER_MACHINE,
  arrange: (from) => arrange(from),
  read,
  endpoints: [
    { name: 'PATCH /student/offers/:id', serves: ['student'], ...answer(`/student/offers/${ID}`) },
    {
      name: 'PATCH /offers/:id',
      serves: ['tpo', 'company'],
      ...answer(`/offers/${ID}`, { reason: 'The role was withdrawn' }),
    },
  ],
  triggers: [
    {
      name: 'the respond-by time passes, then the season is read',
      arrange: (from) => arrange(from, undefined, { respondBy: inDays(-1) }),
      fire: (_, as) => readSeason(as),
    },
    {
      name: 'the student accepts another offer',
      arrange: (from) => arrange(from, betterOffer()),
      fire: (_, as) => acceptBetterOffer(as),
    },
    { name: 'the student opts out', arrange: (from) => arrange(from), fire: (_, as) => optOut(as) },
  ],
};

describe('the offer machine through the HTTP layer', () => {
  it.each(PEOPLE)(
    '%s: takes every step the table allows the student and the recruiters, and refuses every other, with reasons',
    async (actor) => {
      expect(await walkPeople(driver, actor)).toEqual([]);
    },
  );

  it('the server expires an offer, and takes no other step', async () => {
    expect(await walkSystem(driver)).toEqual([]);
  });
});
