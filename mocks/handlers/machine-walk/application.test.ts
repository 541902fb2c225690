/**
 * The application machine, every step through the HTTP layer (tests/support/machine-walk.ts says how the walk
 * judges): the recruiters' round results and corrections, the student's withdrawal, and the server's withdrawals
 * for the policy (an acceptance) and for an opt-out.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_MACHINE, type ApplicationState } from '@/lib/season/machines';
import { call, type TestResponse } from '../../../tests/support/api';
import { type MachineDriver, PEOPLE, walkPeople, walkSystem } from '../../../tests/support/machine-walk';
import { ANANYA, application, drive, inDays, seedSeason } from '../../../tests/support/season-fixture';
import {
  acceptBetterOffer,
  betterOffer,
  blockAtFirstAbsence,
  markAbsent,
  optOut,
  readSeason,
  type SeasonRows,
} from '../../../tests/support/season-scenes';
import { mockStore } from '../../db/store';
import type { MockDrive } from '../../db/season-state';

const DRIVE = 'drv-walk';
const ROLL = ANANYA.rollNumber;

/** The round a step is asked in, and whether it is the drive's last. */
interface Context {
  round: number;
  last: boolean;
}

const results = (round: number, json: object) =>
  call('POST', `/drives/${DRIVE}/rounds/${DRIVE}-r${round}/results`, { json });

/** Turning down the rest of the round, with the count its preview showed (as the screen sends it). */
async function rejectRest(round: number) {
  const preview = await call('POST', `/drives/${DRIVE}/rounds/${DRIVE}-r${round}/results/preview`, {
    json: { rejectRest: true },
  });
  const rest = preview.body.rest as { total: number } | undefined;
  return results(round, { rejectRest: true, notSelected: rest?.total ?? 0 });
}

/** The round results that ask for `to`: advance (shortlisted, or selected after the last round), or a list. */
function publish({ round, last }: Context, to: ApplicationState) {
  if (to === 'rejected') return rejectRest(round);
  const list =
    (to === 'selected' && last) || (to === 'shortlisted' && !last)
      ? 'advance'
      : { waitlisted: 'waitlist', absent: 'absent' }[to as 'waitlisted' | 'absent'];
  return list ? results(round, { [list]: [ROLL] }) : undefined;
}

const CORRECTION_TARGETS: Partial<Record<ApplicationState, string>> = {
  waitlisted: 'waitlist',
  absent: 'absent',
  rejected: 'reject',
};

function correct({ round, last }: Context, to: ApplicationState) {
  const target =
    (to === 'selected' && last) || (to === 'shortlisted' && !last) ? 'advance' : CORRECTION_TARGETS[to];
  return target
    ? call('POST', `/drives/${DRIVE}/rounds/${DRIVE}-r${round}/corrections`, {
        json: { rollNumber: ROLL, to: target },
      })
    : undefined;
}

const movedNobody = ({ body }: TestResponse) =>
  ['advanced', 'selected', 'waitlisted', 'absent', 'rejected'].every((list) => body[list] === 0);

/**
 * The demo student's application in `from`, at the round the step is asked in: the first for an application
 * nobody decided yet, else the second; the last round when the step selects (a selected student cleared them
 * all). The rounds before it have results; so has that round itself when the step is a correction.
 */
async function arrange(from: ApplicationState, to: ApplicationState, endpoint: string): Promise<Context> {
  const round = from === 'applied' ? 1 : 2;
  const rounds = from === 'selected' ? (to === 'shortlisted' ? 3 : 2) : to === 'selected' ? round : round + 1;
  const last = from === 'selected' && to === 'shortlisted' ? false : round === rounds;
  const published = from === 'selected' ? rounds : endpoint.endsWith('corrections') ? round : round - 1;
  const base = drive(DRIVE);
  const driveRounds: MockDrive['rounds'] = Array.from({ length: rounds }, (_, index) => ({
    ...base.rounds[0]!,
    id: `${DRIVE}-r${index + 1}`,
    order: index + 1,
    ...(index < published ? { resultsPublishedAt: '2026-12-10T12:00:00.000Z' } : {}),
  }));
  await seedSeason(
    [{ ...base, rounds: driveRounds }],
    [
      application('app-walk', DRIVE, ANANYA, {
        state: from,
        roundReached: from === 'selected' ? rounds : round - 1,
      }),
    ],
  );
  return { round, last };
}

async function read() {
  const found = (await mockStore().read()).driveApplications.find((entry) => entry.id === 'app-walk')!;
  return { state: found.state, mark: `${found.roundReached} ${found.updatedAt}` };
}

const driver: MachineDriver<ApplicationState, Context> = {
  machine: APPLICATION_MACHINE,
  arrange,
  read,
  endpoints: [
    {
      name: 'POST /drives/:id/rounds/:roundId/results',
      serves: ['tpo', 'company'],
      ask: publish,
      probe: (context) => results(context.round, { advance: [ROLL] }),
      tookNothing: movedNobody,
    },
    {
      name: 'POST /drives/:id/rounds/:roundId/corrections',
      serves: ['tpo', 'company'],
      ask: correct,
      probe: (context) => correct({ ...context, last: false }, 'shortlisted')!,
      tookNothing: ({ body }) => (body.correction as { changed: boolean }).changed === false,
    },
    {
      name: 'POST /student/drives/:id/withdraw',
      serves: ['student'],
      ask: (_, to) => (to === 'withdrawn' ? call('POST', `/student/drives/${DRIVE}/withdraw`) : undefined),
      probe: () => call('POST', `/student/drives/${DRIVE}/withdraw`),
    },
  ],
  triggers: [
    {
      name: 'the student accepts a Super Dream offer (the policy withdraws what it closes)',
      arrange: (from) => seedWithOthers(from, betterOffer()),
      fire: (_, as) => acceptBetterOffer(as),
    },
    { name: 'the student opts out', arrange: (from) => seedWithOthers(from), fire: (_, as) => optOut(as) },
    {
      name: 'the deadline passes, then the season is read',
      arrange: (from) => seedWithOthers(from, {}, { deadline: inDays(-1) }),
      fire: (_, as) => readSeason(as),
    },
    {
      name: 'an absence at another drive blocks the student',
      async arrange(from) {
        const other = drive('drv-other', { state: 'in-progress', deadline: inDays(-1) });
        const context = await seedWithOthers(from, {
          drives: [other],
          applications: [application('app-other', other.id, ANANYA)],
        });
        await blockAtFirstAbsence();
        return context;
      },
      fire: (_, as) => markAbsent(as, 'drv-other'),
    },
  ],
};

/** The application in `from` at an open drive (cleared a round unless nobody decided it yet), beside others. */
async function seedWithOthers(
  from: ApplicationState,
  others: SeasonRows = {},
  overrides: Partial<MockDrive> = {},
): Promise<Context> {
  await seedSeason(
    [drive(DRIVE, overrides), ...(others.drives ?? [])],
    [
      application('app-walk', DRIVE, ANANYA, { state: from, roundReached: from === 'applied' ? 0 : 1 }),
      ...(others.applications ?? []),
    ],
    others.offers ?? [],
  );
  return { round: from === 'applied' ? 1 : 2, last: false };
}

describe('the application machine through the HTTP layer', () => {
  it.each(PEOPLE)(
    '%s: takes every step the table allows a recruiter or the student, and refuses every other, with reasons',
    async (actor) => {
      expect(await walkPeople(driver, actor)).toEqual([]);
    },
  );

  it('the server withdraws an application only where the table lets it', async () => {
    expect(await walkSystem(driver)).toEqual([]);
  });
});
