/**
 * The enrolment machine (a student's place in the season), every step through the HTTP layer
 * (tests/support/machine-walk.ts says how the walk judges): the student's and the TPO's steps, and the server's
 * (an acceptance places, a rescinded only offer puts back in the running or under the block it interrupted, an
 * absence blocks, correcting the absence lifts that block).
 */
import { describe, expect, it } from 'vitest';
import { ENROLMENT_MACHINE, type EnrolmentState } from '@/lib/season/machines';
import { call } from '../../../tests/support/api';
import { type MachineDriver, PEOPLE, walkPeople, walkSystem } from '../../../tests/support/machine-walk';
import { ANANYA, application, drive, inDays, offer, seedSeason } from '../../../tests/support/season-fixture';
import {
  acceptBetterOffer,
  betterOffer,
  blockAtFirstAbsence,
  markAbsent,
  readSeason,
} from '../../../tests/support/season-scenes';
import type { MockEnrolmentChange, MockOffer } from '../../db/season-state';
import { mockStore } from '../../db/store';

const COLLEGE = 'acc-college';
const ROLL = ANANYA.rollNumber;

async function placeAs(state: EnrolmentState) {
  await mockStore().update((db) => {
    db.enrolments = { [COLLEGE]: { [ROLL]: state } };
  });
}

/** The student in `from`, with a Regular offer they accepted when placed (an upgrade is then theirs to take). */
async function arrange(from: EnrolmentState, rows = betterOffer(), held: Partial<MockOffer> = {}) {
  const regular = application('app-held', 'drv-held', ANANYA, { state: 'selected', roundReached: 2 });
  const accepted = from === 'placed' || held.state === 'accepted';
  await seedSeason(
    [
      drive('drv-held', { state: 'in-progress', deadline: inDays(-1), tier: 'regular' }),
      ...(rows.drives ?? []),
    ],
    [regular, ...(rows.applications ?? [])],
    [
      ...(accepted ? [offer('off-held', regular, { tier: 'regular', state: 'accepted', ...held })] : []),
      ...(rows.offers ?? []),
    ],
  );
  await placeAs(from);
}

async function read() {
  const state = await mockStore().read();
  return {
    state: state.enrolments[COLLEGE]?.[ROLL] ?? 'available',
    mark: String(state.enrolmentChanges[COLLEGE]?.[ROLL]?.length ?? 0),
  };
}

const TPO_STEP = `/college/season/students/${ROLL}/enrolment`;

/** The student's kept changes, as a walk's arrangement needs them (who decided the place it starts from). */
async function keepChanges(changes: MockEnrolmentChange[]) {
  await mockStore().update((state) => {
    state.enrolmentChanges = { [COLLEGE]: { [ROLL]: changes } };
  });
}

const driver: MachineDriver<EnrolmentState, void> = {
  machine: ENROLMENT_MACHINE,
  arrange: (from) => arrange(from, {}),
  read,
  endpoints: [
    {
      name: 'PATCH /student/season',
      serves: ['student'],
      ask: (_, to) => call('PATCH', '/student/season', { json: { state: to } }),
      probe: () => call('PATCH', '/student/season', { json: { state: 'opted-out' } }),
    },
    {
      name: 'PATCH /college/season/students/:roll/enrolment',
      serves: ['tpo'],
      ask: (_, to) => call('PATCH', TPO_STEP, { json: { state: to, reason: 'Checked with the student' } }),
      probe: () =>
        call('PATCH', TPO_STEP, { json: { state: 'blocked', reason: 'Checked with the student' } }),
    },
  ],
  triggers: [
    {
      name: 'the student accepts an offer',
      arrange: (from) => arrange(from),
      fire: (_, as) => acceptBetterOffer(as),
    },
    {
      name: "the company rescinds the student's only accepted offer",
      arrange: (from) => arrange(from, {}, { state: 'accepted' }),
      async fire(_, as) {
        await as('company');
        await call('PATCH', '/offers/off-held', {
          json: { state: 'rescinded', reason: 'The role was withdrawn' },
        });
      },
    },
    {
      name: 'the company rescinds the only accepted offer of a student it placed from a block',
      async arrange(from) {
        await arrange(from, {}, { state: 'accepted' });
        await keepChanges([
          { from: 'available', to: 'blocked', by: 'tpo', at: inDays(-3), reason: 'Missed the talk' },
          { from: 'blocked', to: 'placed', by: 'system', at: inDays(-2) },
        ]);
      },
      async fire(_, as) {
        await as('company');
        await call('PATCH', '/offers/off-held', {
          json: { state: 'rescinded', reason: 'The role was withdrawn' },
        });
      },
    },
    {
      name: 'the TPO corrects, as a mistake, the absence that blocked the student',
      async arrange(from) {
        const running = drive('drv-walk', {
          state: 'in-progress',
          deadline: inDays(-1),
          rounds: drive('drv-walk').rounds.map((round) =>
            round.order === 1 ? { ...round, resultsPublishedAt: inDays(-1) } : round,
          ),
        });
        await arrange(from, {
          drives: [running],
          applications: [application('app-walk', running.id, ANANYA, { state: 'absent' })],
        });
        if (from === 'blocked')
          await keepChanges([
            {
              from: 'available',
              to: 'blocked',
              by: 'system',
              at: inDays(-1),
              absenceBlock: { absences: 1, limit: 1, policyVersion: 1 },
            },
          ]);
      },
      async fire(_, as) {
        await as('tpo');
        await call('POST', '/drives/drv-walk/rounds/drv-walk-r1/corrections', {
          json: { rollNumber: ROLL, to: 'advance' },
        });
      },
    },
    {
      name: 'the student is marked absent under a policy that blocks at the first absence',
      async arrange(from) {
        const running = drive('drv-walk', { state: 'in-progress', deadline: inDays(-1) });
        await arrange(from, {
          drives: [running],
          applications: [application('app-walk', running.id, ANANYA)],
        });
        await blockAtFirstAbsence();
      },
      fire: (_, as) => markAbsent(as, 'drv-walk'),
    },
    {
      name: 'deadlines pass, then the season is read',
      async arrange(from) {
        await arrange(from);
        await mockStore().update((state) => {
          for (const entry of state.offers) entry.respondBy = inDays(-1);
        });
      },
      fire: (_, as) => readSeason(as),
    },
  ],
};

describe('the enrolment machine through the HTTP layer', () => {
  it.each(PEOPLE)(
    '%s: takes every step the table allows the student and the TPO, and refuses every other, with reasons',
    async (actor) => {
      expect(await walkPeople(driver, actor)).toEqual([]);
    },
  );

  it('the server places, unplaces and blocks only where the table lets it', async () => {
    expect(await walkSystem(driver)).toEqual([]);
  });
});
