import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { ANANYA, application, drive, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

/** The demo student applied to a seeded job; these tests start from no job applications at all. */
const withoutJobApplications = () =>
  mockStore().update((state) => {
    state.applications = state.applications.filter((entry) => entry.candidateId !== 'acc-student');
  });

describe('privacy of contact details', () => {
  it('answers 403 forbidden_contact to a company the candidate neither applied to nor is discoverable by', async () => {
    await seedSeason();
    await withoutJobApplications();
    await AS.otherCompany();
    const contact = await call('GET', '/company/candidates/acc-student/contact');
    expect(contact).toMatchObject({
      status: 403,
      body: { code: 'forbidden_contact', reasons: [{ rule: 'contactNotShared', keptDays: 30 }] },
    });
    expect((await call('GET', '/company/candidates/acc-student/resume')).status).toBe(403);
    const profile = await call('GET', '/company/candidates/acc-student');
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({ name: 'Ananya Rao', contactHidden: true });
    expect(profile.body.profile).not.toHaveProperty('email');
    expect(profile.body.profile).not.toHaveProperty('phone');
  });

  it('shares them with a company whose drive the candidate applied to', async () => {
    await seedSeason([drive('drv-open')], [application('app-a', 'drv-open', ANANYA)]);
    await withoutJobApplications();
    await AS.voltline();
    const contact = await call('GET', '/company/candidates/acc-student/contact');
    expect(contact).toMatchObject({ status: 200, body: { email: 'student@example.com' } });
  });

  it('keeps them shared for 30 days after a withdrawal or a rejection, then no more, and tells the candidate', async () => {
    const ended = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    await seedSeason(
      [drive('drv-a', { title: 'Firmware Engineer' }), drive('drv-b', { title: 'Validation Engineer' })],
      [
        application('app-a', 'drv-a', ANANYA, { state: 'withdrawn', updatedAt: ended(29) }),
        application('app-b', 'drv-b', ANANYA, { state: 'rejected', updatedAt: ended(31) }),
      ],
    );
    await withoutJobApplications();
    await AS.student();
    const { body } = await call('GET', '/candidate/own-profile');
    expect(body.profile).toMatchObject({
      sharedWith: [
        {
          companyName: 'Voltline Embedded Systems',
          kind: 'drive',
          title: 'Firmware Engineer',
          until: expect.any(String) as string,
        },
      ],
    });
    await AS.voltline();
    expect((await call('GET', '/company/candidates/acc-student/contact')).status).toBe(200);
    // A day later the withdrawal is 30 days old too: nothing shares the details any more.
    await mockStore().update((state) => {
      state.driveApplications[0]!.updatedAt = ended(30.01);
    });
    expect((await call('GET', '/company/candidates/acc-student/contact')).status).toBe(403);
    expect((await call('GET', '/company/candidates/acc-student')).body.profile).toMatchObject({
      contactHidden: true,
    });
  });

  it('shares them with every company once the candidate chooses to be discoverable, off by default', async () => {
    await seedSeason();
    await withoutJobApplications();
    await AS.otherCompany();
    expect((await call('GET', '/company/candidates/acc-student/contact')).status).toBe(403);
    await AS.student();
    expect((await call('GET', '/candidate/own-profile')).body.profile).toMatchObject({ discoverable: false });
    await call('PATCH', '/candidate/own-profile', { json: { discoverable: true } });
    await AS.otherCompany();
    expect((await call('GET', '/company/candidates/acc-student/contact')).status).toBe(200);
  });
});

describe("the candidate's own profile", () => {
  it('shows the verified record read-only and edits phone and skills', async () => {
    await seedSeason();
    await AS.student();
    const { body } = await call('PATCH', '/candidate/own-profile', {
      json: { phone: '9876501234', skills: ['C', ' RTOS ', 'C'] },
    });
    expect(body.profile).toMatchObject({
      phone: '9876501234',
      skills: ['C', 'RTOS'],
      record: { rollNumber: ANANYA.rollNumber, cgpa: 8.1, collegeName: 'R V COLLEGE OF ENGINEERING' },
    });
    const refused = await call('PATCH', '/candidate/own-profile', { json: { cgpa: 9.9 } });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'invalid_request', message: 'Invalid request: cgpa: unknown field' },
    });
  });
});

describe('notifications', () => {
  it('marks read one or all, and counts what is unread', async () => {
    await seedSeason();
    await AS.student();
    await mockStore().update((state) => {
      for (const id of ['n1', 'n2'])
        state.notifications.push({
          id,
          accountId: 'acc-student',
          kind: 'shortlisted',
          title: id,
          text: id,
          at: `2026-11-2${id[1]}T10:00:00.000Z`,
          read: false,
        });
    });
    expect((await call('GET', '/notifications')).body).toMatchObject({
      unread: 2,
      total: 2,
      items: [{ id: 'n2' }, { id: 'n1' }],
    });
    expect((await call('POST', '/notifications/read', { json: { ids: ['n1'] } })).body).toEqual({
      unread: 1,
    });
    expect((await call('POST', '/notifications/read', { json: { all: true } })).body).toEqual({ unread: 0 });
    await AS.tpo();
    expect((await call('GET', '/notifications/unread-count')).body).toEqual({ unread: 0 });
  });
});
