import { describe, expect, it } from 'vitest';
import type { MockState } from '../mocks/db/state';
import { Device } from './test/http';
import { serverForSuite, TEST_ENGINES } from './test/test-server';

/**
 * Two people acting at once, on two devices, through the server (issue 34): each case sends both requests
 * together and checks that one does not silently undo the other.
 */
interface Drive {
  id: string;
  title: string;
  location: string;
  version: number;
  [key: string]: unknown;
}

/** The drive as its edit form sends it back: its terms, without what the server derives. */
function editOf(drive: Drive, changes: Partial<Drive>) {
  const { title, role, description, location, vacancies, ctc, rules, deadline, rounds } = {
    ...drive,
    ...changes,
  };
  // A round as the form sends it: what it is, when and where (the server keeps its id and order by position).
  const roundInputs = (rounds as Array<Record<string, unknown>>).map(({ kind, date, time, venue, link }) => ({
    kind,
    date,
    time,
    ...(venue ? { venue } : {}),
    ...(link ? { link } : {}),
  }));
  return { title, role, description, location, vacancies, ctc, rules, deadline, rounds: roundInputs };
}

/** The first round of a drive still without results, and applicants waiting in it (roll numbers). */
function openRound(state: MockState, driveId: string) {
  const drive = state.drives.find((candidate) => candidate.id === driveId)!;
  const index = drive.rounds.findIndex((round) => !round.resultsPublishedAt);
  if (index < 0) return { roundId: '', waiting: [] };
  const waiting = state.driveApplications
    .filter((application) => application.driveId === driveId && application.roundReached === index)
    .filter((application) => application.state === 'applied' || application.state === 'shortlisted')
    .map((application) => application.rollNumber);
  return { roundId: drive.rounds[index]!.id, waiting };
}

describe.each(TEST_ENGINES)('two people at once, on the server on %s', (engine) => {
  const server = serverForSuite(engine);

  it('two TPO devices save the same drive: one is saved, the other gets 409 with what changed, nothing is lost', async () => {
    const [laptop, phone] = [new Device(server.api), new Device(server.api)];
    await laptop.signIn('tpo@example.com', 'college');
    await phone.signIn('tpo@example.com', 'college');
    const opened = (await (await laptop.call('GET', '/college/drives?state=open')).json()) as {
      items: Drive[];
    };
    const id = opened.items[0]!.id;
    const drive = ((await (await laptop.call('GET', `/drives/${id}`)).json()) as { drive: Drive }).drive;

    const answers = await Promise.all([
      laptop.call('PUT', `/college/drives/${id}`, {
        ...editOf(drive, { location: 'Mysuru' }),
        baseVersion: drive.version,
      }),
      phone.call('PUT', `/college/drives/${id}`, {
        ...editOf(drive, { title: 'Renamed on the phone' }),
        baseVersion: drive.version,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    const refusal = (await refused.json()) as { code: string; message: string; reasons: unknown[] };
    const savedByLaptop = answers[0]!.status === 200;
    expect(refusal).toMatchObject({
      code: 'drive_changed',
      reasons: [
        {
          rule: 'driveVersion',
          base: drive.version,
          current: drive.version + 1,
          changed: [savedByLaptop ? 'location' : 'title'],
        },
      ],
    });
    expect(refusal.message).toMatch(
      /^Someone else saved this drive after you opened it: they changed the (location|title)\./,
    );

    // The first save stands; the refused one changed nothing, and saved again on the new version it goes in.
    const now = ((await (await laptop.call('GET', `/drives/${id}`)).json()) as { drive: Drive }).drive;
    expect(now.version).toBe(drive.version + 1);
    expect(savedByLaptop ? now.location : now.title).toBe(savedByLaptop ? 'Mysuru' : 'Renamed on the phone');
    expect(savedByLaptop ? now.title : now.location).toBe(savedByLaptop ? drive.title : drive.location);
    const second = savedByLaptop
      ? phone.call('PUT', `/college/drives/${id}`, {
          ...editOf(now, { title: 'Renamed on the phone' }),
          baseVersion: now.version,
        })
      : laptop.call('PUT', `/college/drives/${id}`, {
          ...editOf(now, { location: 'Mysuru' }),
          baseVersion: now.version,
        });
    expect((await second).status).toBe(200);
    const both = ((await (await laptop.call('GET', `/drives/${id}`)).json()) as { drive: Drive }).drive;
    expect([both.title, both.location]).toEqual(['Renamed on the phone', 'Mysuru']);
  });

  it('two companies publish their rounds at once, and neither touches the other\u2019s round', async () => {
    const voltline = new Device(server.api);
    const brightcircuit = new Device(server.api);
    await voltline.signIn('lead@example.com', 'company');
    await brightcircuit.signIn('lead@brightcircuit.example.com', 'company');
    // A copy: the store's state is the server's own, changed in place by the requests.
    const state = structuredClone(await server.store.read());
    // Each company's drive with a round waiting for results and students in it.
    const withOpenRound = (companyId: string) =>
      state.drives.find(
        (drive) => drive.companyId === companyId && openRound(state, drive.id).waiting.length > 1,
      )!.id;
    const drives = {
      voltline: withOpenRound('acc-company'),
      brightcircuit: withOpenRound('acc-co-brightcircuit'),
    };
    const rounds = {
      voltline: openRound(state, drives.voltline),
      brightcircuit: openRound(state, drives.brightcircuit),
    };
    expect(rounds.voltline.waiting.length).toBeGreaterThan(1);
    expect(rounds.brightcircuit.waiting.length).toBeGreaterThan(1);
    // Results are taken only for a round already held: Brightcircuit's open drive holds its test next week.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await server.store.update((live) => {
      for (const [company, driveId] of Object.entries(drives)) {
        const drive = live.drives.find((candidate) => candidate.id === driveId)!;
        const round = drive.rounds.find(
          (candidate) => candidate.id === rounds[company as keyof typeof rounds].roundId,
        )!;
        if (round.date > yesterday) round.date = yesterday;
      }
    });
    const [first, second] = await Promise.all([
      voltline.call('POST', `/drives/${drives.voltline}/rounds/${rounds.voltline.roundId}/results`, {
        advance: rounds.voltline.waiting.slice(0, 2),
      }),
      brightcircuit.call(
        'POST',
        `/drives/${drives.brightcircuit}/rounds/${rounds.brightcircuit.roundId}/results`,
        {
          advance: rounds.brightcircuit.waiting.slice(0, 2),
        },
      ),
    ]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(await first!.json()).toMatchObject({ advanced: 2, unknown: [], notInRound: [] });
    expect(await second!.json()).toMatchObject({ advanced: 2, unknown: [], notInRound: [] });
    const after = await server.store.read();
    for (const [company, driveId] of Object.entries(drives)) {
      const moved = after.driveApplications.filter(
        (application) =>
          application.driveId === driveId &&
          application.roundReached >
            state.driveApplications.find((before) => before.id === application.id)!.roundReached,
      );
      expect(moved.map((application) => application.rollNumber).sort(), company).toEqual(
        rounds[company as keyof typeof rounds].waiting.slice(0, 2).sort(),
      );
    }
  });

  it('the same round published from two devices with the preview\u2019s count: one is, the other gets 409', async () => {
    const [desk, laptop] = [new Device(server.api), new Device(server.api)];
    await desk.signIn('lead@example.com', 'company');
    await laptop.signIn('hr@example.com', 'company');
    const driveId = 'drv-voltline-validation';
    const { roundId, waiting } = openRound(await server.store.read(), driveId);
    const path = `/drives/${driveId}/rounds/${roundId}/results`;
    const picks = { desk: waiting.slice(0, 1), laptop: waiting.slice(1, 2) };
    const previews = await Promise.all(
      (['desk', 'laptop'] as const).map(async (who) => {
        const device = who === 'desk' ? desk : laptop;
        const answer = await device.call('POST', `${path}/preview`, {
          advance: picks[who],
          rejectRest: true,
        });
        return ((await answer.json()) as { rest: { total: number } }).rest.total;
      }),
    );
    const answers = await Promise.all([
      desk.call('POST', path, { advance: picks.desk, rejectRest: true, notSelected: previews[0] }),
      laptop.call('POST', path, { advance: picks.laptop, rejectRest: true, notSelected: previews[1] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refusal = (await answers.find((answer) => answer.status === 409)!.json()) as { code: string };
    expect(refusal.code).toBe('results_changed');
  });
});
