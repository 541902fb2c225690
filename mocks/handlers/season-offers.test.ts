import { describe, expect, it } from 'vitest';
import { collegeDateTime } from '@/lib/season/college-time';
import { call } from '../../tests/support/api';
import { ANANYA, CHETAN, application, drive, inDays, seedSeason } from '../../tests/support/season-fixture';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';
import { acceptOffer } from '../../tests/support/season-scenes';

const offerBody = (applicationId: string, respondBy = inDays(3)) => ({
  applicationId,
  ctc: { fixed: 700_000, variable: 50_000, joiningBonus: 25_000 },
  location: 'Bengaluru',
  joiningDate: '2027-07-01',
  respondBy,
});

async function issuedOffer(respondBy = inDays(3)) {
  await seedSeason(
    [
      drive('drv-run', { state: 'in-progress', deadline: inDays(-1) }),
      drive('drv-reg', { ctc: { fixed: 400_000, variable: 0, joiningBonus: 0 }, tier: 'regular' }),
      drive('drv-super', { ctc: { fixed: 1_500_000, variable: 0, joiningBonus: 0 }, tier: 'super-dream' }),
    ],
    [
      application('app-a', 'drv-run', ANANYA, { state: 'selected', roundReached: 2 }),
      application('app-reg', 'drv-reg', ANANYA),
      application('app-c', 'drv-run', CHETAN, { state: 'shortlisted', roundReached: 1 }),
    ],
  );
  await AS.voltline();
  const { status, body } = await call('POST', '/drives/drv-run/offers', {
    json: offerBody('app-a', respondBy),
  });
  expect(status).toBe(201);
  return (body.offer as { id: string }).id;
}

describe('offers', () => {
  it('issues an offer with its tier decided now, and only to a selected applicant, once', async () => {
    await issuedOffer();
    const offer = (await mockStore().read()).offers[0];
    expect(offer).toMatchObject({
      tier: 'dream',
      policyVersion: 1,
      state: 'issued',
      candidateId: 'acc-student',
    });
    expect((await call('POST', '/drives/drv-run/offers', { json: offerBody('app-a') })).body).toMatchObject({
      code: 'offer_exists',
      reasons: [{ rule: 'offerExists', state: 'issued' }],
    });
    expect((await call('POST', '/drives/drv-run/offers', { json: offerBody('app-c') })).body).toMatchObject({
      code: 'not_selected',
      reasons: [{ rule: 'applicationState', value: 'shortlisted', allowed: ['selected'] }],
    });
  });

  it("tells the student of the offer by company and role, with its respond-by time in the college's time", async () => {
    const respondBy = inDays(3);
    await issuedOffer(respondBy);
    const [notice] = (await mockStore().read()).notifications.filter((entry) => entry.kind === 'offer');
    expect(notice).toMatchObject({
      accountId: 'acc-student',
      title: 'Offer from Voltline Embedded Systems: Firmware Engineer',
    });
    expect(notice?.text).toContain(
      `Answer by ${collegeDateTime(new Date(respondBy).toISOString(), 'Asia/Kolkata')}.`,
    );
  });

  it('accepts: the student is placed and the policy withdraws what it no longer allows, at once', async () => {
    const id = await issuedOffer();
    await AS.student();
    const listed = await call('GET', '/student/offers');
    expect(listed.body).toMatchObject({
      items: [{ acceptEffect: { placedIn: 'dream', withdraws: [{ id: 'app-reg', tier: 'regular' }] } }],
    });
    const { status, body } = await acceptOffer(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ offer: { state: 'accepted' }, effect: { withdraws: [{ id: 'app-reg' }] } });
    const state = await mockStore().read();
    expect(state.driveApplications.find((entry) => entry.id === 'app-reg')?.state).toBe('withdrawn');
    expect(state.enrolments['acc-college']).toEqual({ [ANANYA.rollNumber]: 'placed' });
    // A Dream drive is now refused by the policy, with the reason; Super Dream stays open.
    await mockStore().update((draft) => {
      draft.drives.push({
        ...draft.drives.find((entry) => entry.id === 'drv-reg')!,
        id: 'drv-dream2',
        tier: 'dream',
      });
    });
    const refused = await call('POST', '/student/drives/drv-dream2/apply');
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'policy_blocked',
        message: "You hold a Dream offer: this season's policy allows only Super Dream drives",
        reasons: [{ rule: 'placedTier', value: 'dream', allowed: ['super-dream'] }],
      },
    });
    expect((await call('POST', '/student/drives/drv-super/apply')).status).toBe(201);
    // An accepted offer cannot be declined later.
    const declined = await call('PATCH', `/student/offers/${id}`, { json: { state: 'declined' } });
    expect(declined.body).toMatchObject({
      code: 'invalid_transition',
      reasons: [{ rule: 'noSuchTransition', from: 'accepted', to: 'declined' }],
    });
  });

  it('refuses to accept an expired offer, and the server marks it expired', async () => {
    const id = await issuedOffer(inDays(0.001));
    await mockStore().update((state) => {
      state.offers[0]!.respondBy = inDays(-0.001);
    });
    await AS.student();
    const { status, body } = await acceptOffer(id);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'offer_expired',
      reasons: [{ rule: 'respondByPassed', respondBy: expect.any(String) }],
    });
    const state = await mockStore().read();
    expect(state.offers[0]?.state).toBe('expired');
    expect(state.enrolments).toEqual({});
  });

  it('lets the company rescind, and puts the student back in the running', async () => {
    const id = await issuedOffer();
    await AS.student();
    await acceptOffer(id);
    await AS.voltline();
    expect(
      (
        await call('PATCH', `/offers/${id}`, {
          json: { state: 'rescinded', reason: 'The role was withdrawn' },
        })
      ).body,
    ).toMatchObject({
      offer: {
        state: 'rescinded',
        rescinded: { by: 'company', at: expect.any(String), reason: 'The role was withdrawn' },
      },
    });
    const state = await mockStore().read();
    expect(state.enrolments['acc-college']).toEqual({ [ANANYA.rollNumber]: 'available' });
    // The student is told who rescinded it and that they are back in the running.
    expect(state.notifications.at(-1)).toMatchObject({
      accountId: 'acc-student',
      kind: 'offer',
      offerId: id,
      title: 'Offer rescinded: Voltline Embedded Systems, Firmware Engineer',
      text: expect.stringMatching(
        /^Voltline Embedded Systems rescinded its offer for Firmware Engineer: The role was withdrawn\. You are back in the running/,
      ),
    });
    const again = await call('PATCH', `/offers/${id}`, {
      json: { state: 'rescinded', reason: 'The role was withdrawn' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'invalid_transition' } });
  });

  it('the TPO rescinds an accepted offer of a student who holds another: still placed, and told so', async () => {
    const id = await issuedOffer();
    await AS.student();
    await acceptOffer(id);
    await mockStore().update((state) => {
      state.offers.push({ ...state.offers[0]!, id: 'off-other', state: 'accepted' });
    });
    await AS.tpo();
    expect(
      (
        await call('PATCH', `/offers/${id}`, {
          json: { state: 'rescinded', reason: 'The role was withdrawn' },
        })
      ).status,
    ).toBe(200);
    const state = await mockStore().read();
    expect(state.enrolments['acc-college']).toEqual({ [ANANYA.rollNumber]: 'placed' });
    expect(state.notifications.at(-1)?.text).toBe(
      'The placement cell rescinded the offer from Voltline Embedded Systems for Firmware Engineer: The role was withdrawn. You remain placed through the other offer you accepted.',
    );
  });

  it('refuses an offer on a closed drive', async () => {
    await seedSeason(
      [drive('drv-done', { state: 'closed' })],
      [application('app-a', 'drv-done', ANANYA, { state: 'selected', roundReached: 2 })],
    );
    await AS.tpo();
    expect((await call('POST', '/drives/drv-done/offers', { json: offerBody('app-a') })).body).toMatchObject({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open', 'in-progress'] }],
    });
  });
});
