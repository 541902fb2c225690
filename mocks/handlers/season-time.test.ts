import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_TIME_ZONE, zoneName } from '@/lib/season/college-time';
import { call } from '../../tests/support/api';
import { drive, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

/** The demo college's account in the handler fixture (tests/support/season-fixture.ts). */
const COLLEGE = 'acc-college';

/** Puts the fixture's college in another zone: the zone is the college's data, not a constant. */
async function collegeIn(timeZone: string) {
  await mockStore().update((state) => {
    state.accounts.find((account) => account.id === COLLEGE)!.timeZone = timeZone;
  });
}

const newDrive = (deadline: string) => ({
  title: 'Graduate Engineer Trainee',
  location: 'Mysuru',
  ctc: { fixed: 450_000, variable: 0, joiningBonus: 0 },
  rules: { branches: [], graduationYears: [] },
  deadline,
  rounds: [{ kind: 'test', date: '2030-12-12', time: '09:30', venue: 'Lab 3' }],
  companyName: 'Kaveri Motors',
  publish: true,
});

describe("the college's time zone in the season's answers", () => {
  it('is IST for a college that names none: on its drives, policy, the colleges a company sees', async () => {
    await seedSeason([drive('drv-a')]);
    await AS.tpo();
    expect((await call('GET', '/college/season/policy')).body.timeZone).toBe(DEFAULT_COLLEGE_TIME_ZONE);
    const { body } = await call('GET', '/college/drives');
    expect((body.items as { timeZone: string }[]).map((item) => item.timeZone)).toEqual(['Asia/Kolkata']);
    await AS.voltline();
    const colleges = (await call('GET', '/company/season/colleges')).body.items as { id: string }[];
    expect(colleges.find((college) => college.id === COLLEGE)).toMatchObject({ timeZone: 'Asia/Kolkata' });
  });

  it("follows the college's own zone, and the new drive's notification says the deadline in it", async () => {
    await seedSeason();
    await collegeIn('Asia/Dubai');
    await AS.tpo();
    // 5:00 pm at the college, sent with the college's offset as the drive form sends it.
    const created = await call('POST', '/college/drives', { json: newDrive('2030-12-10T17:00:00+04:00') });
    expect(created.status).toBe(201);
    expect(created.body.drive).toMatchObject({
      timeZone: 'Asia/Dubai',
      deadline: '2030-12-10T13:00:00.000Z',
    });
    expect((await call('GET', '/college/season/policy')).body.timeZone).toBe('Asia/Dubai');

    await AS.student();
    const inbox = await call('GET', '/notifications');
    const [note] = inbox.body.items as { text: string; timeZone: string }[];
    expect(note).toMatchObject({
      timeZone: 'Asia/Dubai',
      text: `Graduate Engineer Trainee. Apply before 10 Dec 2030, 5:00 pm ${zoneName('Asia/Dubai')}.`,
    });
    const drives = (await call('GET', '/student/drives')).body.items as { drive: { timeZone: string } }[];
    expect(drives[0]!.drive.timeZone).toBe('Asia/Dubai');
    const profile = await call('GET', '/candidate/own-profile');
    expect((profile.body.profile as { record: unknown }).record).toMatchObject({
      collegeTimeZone: 'Asia/Dubai',
    });
  });

  it('words the deadline of a drive at an Indian college in IST, named', async () => {
    await seedSeason();
    await AS.tpo();
    await call('POST', '/college/drives', { json: newDrive('2030-12-10T17:00:00+05:30') });
    await AS.student();
    const [note] = (await call('GET', '/notifications')).body.items as { text: string }[];
    expect(note!.text).toBe('Graduate Engineer Trainee. Apply before 10 Dec 2030, 5:00 pm IST.');
  });
});
