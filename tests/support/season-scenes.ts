/**
 * What makes the server take a season step by itself (the 'system' actor of src/lib/season/machines.ts), for the
 * machine walks (tests/support/machine-walk.ts): the demo student accepts a Super Dream offer (the policy withdraws
 * what it closes and places them), opts out, or is marked absent under a policy that blocks at the first absence.
 */
import { initialPolicy } from '../../src/lib/season/policy';
import type { MockDrive, MockDriveApplication, MockOffer } from '../../mocks/db/season-state';
import { mockStore } from '../../mocks/db/store';
import { call } from './api';
import type { SignIn } from './machine-walk';
import { ANANYA, application, drive, inDays, offer } from './season-fixture';

/** Rows a walk adds beside the record it walks. */
export interface SeasonRows {
  drives?: MockDrive[];
  applications?: MockDriveApplication[];
  offers?: MockOffer[];
}

/** A running Super Dream drive that selected the demo student, and its offer waiting for their answer. */
export function betterOffer(): SeasonRows {
  const ctc = { fixed: 1_300_000, variable: 0, joiningBonus: 0 };
  const selected = application('app-better', 'drv-better', ANANYA, { state: 'selected', roundReached: 2 });
  return {
    drives: [
      drive('drv-better', {
        title: 'Hardware Design Engineer',
        state: 'in-progress',
        deadline: inDays(-1),
        ctc,
        tier: 'super-dream',
      }),
    ],
    applications: [selected],
    offers: [
      offer('off-better', selected, {
        ctc,
        tier: 'super-dream',
      }),
    ],
  };
}

export async function acceptBetterOffer(as: SignIn): Promise<void> {
  await as('student');
  await acceptOffer('off-better');
}

export async function optOut(as: SignIn): Promise<void> {
  await as('student');
  await call('PATCH', '/student/season', { json: { state: 'opted-out' } });
}

/** The college's policy blocks a student at their first absence. */
export async function blockAtFirstAbsence(): Promise<void> {
  await mockStore().update((state) => {
    state.seasonPolicies['acc-college'] = [
      { ...initialPolicy('2026-07-01T00:00:00.000Z'), absencesToBlock: 1 },
    ];
  });
}

/** The TPO marks the demo student absent in round 1 of `driveId`. */
export async function markAbsent(as: SignIn, driveId: string): Promise<void> {
  await as('tpo');
  await call('POST', `/drives/${driveId}/rounds/${driveId}-r1/results`, {
    json: { absent: [ANANYA.rollNumber] },
  });
}

/** A read after a deadline or a respond-by time passed (the server settles them before answering). */
export async function readSeason(as: SignIn): Promise<void> {
  await as('student');
  await call('GET', '/student/offers');
  await call('GET', '/student/drives');
}

/**
 * The signed-in student accepts an offer as their screen does: pinned to the applications it was shown to withdraw
 * (the offer's `acceptEffect` on GET /student/offers).
 */
export async function acceptOffer(offerId: string) {
  const { body } = await call('GET', '/student/offers?pageSize=50');
  const items = body.items as { offer: { id: string }; acceptEffect?: { withdraws: { id: string }[] } }[];
  const shown = items.find((item) => item.offer.id === offerId)?.acceptEffect;
  const withdraws = shown?.withdraws.map((entry) => entry.id) ?? [];
  return call('PATCH', `/student/offers/${offerId}`, { json: { state: 'accepted', withdraws } });
}
