import { expect, test, type Locator, type Page } from './support/test';
import { pathOf } from '../../src/lib/api/endpoint';
import { APPLICANT_API } from '../../src/lib/api/applicant-endpoints';
import { OFFER_API } from '../../src/lib/api/offer-endpoints';
import { ROUND_API } from '../../src/lib/api/round-endpoints';
import { STUDENT_SEASON_API } from '../../src/lib/api/student-season-endpoints';
import { collegeDateTime, DEFAULT_COLLEGE_TIME_ZONE } from '../../src/lib/season/college-time';
import { paths } from '../../src/lib/routes';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { field } from './support/field';

/**
 * Issue 25, 'Offers say what they do' (finding 3) and the offer refusals of finding 8, on the demo seed: the demo
 * student (CSE, graduating 2026) holds a Dream offer from Brightcircuit (₹8,25,000, three days to answer), is
 * shortlisted in Voltline's Regular validation drive and may apply to Voltline's Dream firmware drive (₹8,90,000).
 */
const SEED = {
  offer: { company: 'Brightcircuit Labs', title: 'Embedded Systems Trainee' },
  dreamDrive: { company: 'Voltline Embedded Systems', title: 'Firmware Engineer (Graduate)' },
  regularDrive: { company: 'Voltline Embedded Systems', title: 'Firmware Validation Engineer' },
  validationId: 'drv-voltline-validation',
  proposedId: 'drv-voltline-pcb',
};

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string): Locator => main(page).getByRole('article', { name: title });

async function openFromSidebar(page: Page, label: string) {
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** A call to the mock backend from the page, as whoever is signed in: its status and body. */
async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

interface OfferRow {
  offer: { id: string; title: string; state: string; respondBy: string; companyName: string };
}

/** The student's offer waiting for an answer, as the server lists it (a page of offers). */
async function waitingOffer(page: Page): Promise<OfferRow['offer']> {
  const { body } = await call(page, 'GET', STUDENT_SEASON_API.studentOffers.path);
  const items = (body as { items: OfferRow[] }).items;
  const waiting = items.map((row) => row.offer).find((offer) => offer.state === 'issued');
  if (!waiting) throw new Error(`No offer waiting in ${JSON.stringify(body)}`);
  return waiting;
}

test.describe('offers say what they do', () => {
  test('accepting names, before the student confirms, every application it withdraws and what it closes', async ({
    page,
  }) => {
    await signIn(page, demoLogin('student@example.com'));
    // She applies to the Dream drive that pays more than the Dream offer: the same tier.
    await openFromSidebar(page, 'Placement drives');
    await card(page, SEED.dreamDrive.title).getByRole('button', { name: 'Apply' }).click();
    await expect(card(page, SEED.dreamDrive.title)).toContainText('Your application: Applied');

    await openFromSidebar(page, 'Offers');
    const offer = card(page, SEED.offer.title);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Accept the offer from ${SEED.offer.company}?` });
    const withdrawn = dialog.getByRole('list', { name: 'Applications withdrawn if you accept' });
    await expect(withdrawn.getByRole('listitem')).toHaveCount(2);
    await expect(withdrawn).toContainText(`${SEED.dreamDrive.company}: ${SEED.dreamDrive.title}`);
    await expect(withdrawn).toContainText(`${SEED.regularDrive.company}: ${SEED.regularDrive.title}`);
    // What it closes, in the rule's own terms: the offer's tier and every tier below it.
    await expect(dialog).toContainText(
      'You may then apply only to Super Dream drives: Dream and Regular drives (this tier and lower) are closed to you.',
    );
    await expect(dialog).not.toContainText('lower tiers will be withdrawn');
    await dialog.getByRole('button', { name: 'Accept offer' }).click();

    // What was done is what was shown.
    const outcome = main(page).getByRole('region', {
      name: `You accepted the offer from ${SEED.offer.company}`,
    });
    const done = outcome.getByRole('list', { name: 'Applications withdrawn' });
    await expect(done.getByRole('listitem')).toHaveCount(2);
    await expect(done).toContainText(SEED.dreamDrive.title);
    await expect(done).toContainText(SEED.regularDrive.title);

    // Each withdrawal is its own notification, naming its company and role.
    await page.goto(paths.studentNotifications);
    const notices = main(page).getByRole('article', { name: /Application withdrawn/ });
    await expect(notices).toHaveCount(2);
    for (const drive of [SEED.dreamDrive, SEED.regularDrive])
      await expect(notices.filter({ hasText: drive.title })).toContainText(drive.company);
  });

  test('the overview shows the offer waiting for an answer, its time left, and the verified record', async ({
    page,
  }) => {
    await signIn(page, demoLogin('student@example.com'));
    const waiting = await waitingOffer(page);
    const respondBy = collegeDateTime(waiting.respondBy, DEFAULT_COLLEGE_TIME_ZONE);
    const pending = main(page).getByRole('region', { name: 'Offer waiting for your answer' });
    await expect(pending).toContainText(`${SEED.offer.company}: ${SEED.offer.title}`);
    await expect(pending).toContainText(`Respond by ${respondBy}`);
    await expect(pending).toContainText(/2 days, 2[23] hours left/);
    // The branch and year are the placement cell's record (CSE, graduating 2026), not the registration form's.
    const profile = main(page).getByRole('region', { name: 'Your profile' });
    await expect(profile).toContainText('CSE · graduating 2026');
    await expect(profile).toContainText('Verified by your placement cell');
    await expect(profile).not.toContainText('ECE');
    await expect(profile).not.toContainText('3rd Year');

    await pending.getByRole('link', { name: 'Answer the offer' }).click();
    const offer = card(page, SEED.offer.title);
    await expect(offer).toContainText(respondBy);
    await expect(offer).toContainText(/2 days, 2[23] hours left/);
  });

  test("the offer's notification gives the respond-by time the offer card gives", async ({ page }) => {
    await signIn(page, demoLogin('student@example.com'));
    const waiting = await waitingOffer(page);
    const respondBy = collegeDateTime(waiting.respondBy, DEFAULT_COLLEGE_TIME_ZONE);
    await page.goto(paths.studentOffers);
    await expect(card(page, SEED.offer.title)).toContainText(respondBy);
    await page.goto(paths.studentNotifications);
    const notice = main(page).getByRole('article', { name: new RegExp(`Offer from ${SEED.offer.company}`) });
    await expect(notice).toContainText(SEED.offer.title);
    await expect(notice).toContainText(`Answer by ${respondBy}`);
    await expect(notice).not.toContainText('three days');
  });

  test("the student's lists come in pages", async ({ page }) => {
    await signIn(page, demoLogin('student@example.com'));
    for (const endpoint of [STUDENT_SEASON_API.studentApplications, STUDENT_SEASON_API.studentOffers]) {
      const { status, body } = await call(page, 'GET', `${endpoint.path}?page=1&pageSize=1`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ page: 1, pageSize: 1, items: [expect.anything()] });
      expect((body as { total: number }).total).toBeGreaterThanOrEqual(1);
    }
    await openFromSidebar(page, 'My applications');
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^2 applications$/ }),
    ).toBeVisible();
    await openFromSidebar(page, 'Offers');
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^1 offer$/ }),
    ).toBeVisible();
  });
});

test.describe('offer refusals carry their reasons', () => {
  test('an offer answered after its respond-by time is refused with the time, on the card', async ({
    page,
  }) => {
    await signIn(page, demoLogin('student@example.com'));
    const waiting = await waitingOffer(page);
    await page.goto(paths.studentOffers);
    const offer = card(page, waiting.title);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    // The respond-by time passes while the confirmation is open: the mock runs in the page, on the same clock.
    await page.clock.setFixedTime(Date.parse(waiting.respondBy) + 60_000);
    const dialog = page.getByRole('alertdialog', { name: `Accept the offer from ${waiting.companyName}?` });
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    const refusal = offer.getByRole('alert');
    await expect(refusal).toContainText(
      `The offer had to be answered by ${collegeDateTime(waiting.respondBy, DEFAULT_COLLEGE_TIME_ZONE)}`,
    );

    const refused = await call(page, 'PATCH', pathOf(STUDENT_SEASON_API.answerOffer, { id: waiting.id }), {
      state: 'accepted',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'offer_expired', reasons: [{ rule: 'respondByPassed', respondBy: waiting.respondBy }] },
    });
  });

  test("a company's refused offer says why, in the dialog and in the answer", async ({ page }) => {
    test.slow();
    await signIn(page, demoLogin('lead@example.com'));
    // One shortlisted student goes through the two interview rounds and is selected.
    const listed = await call(
      page,
      'GET',
      `${pathOf(APPLICANT_API.driveApplicants, { id: SEED.validationId })}?state=shortlisted&pageSize=1`,
    );
    const finalist = (listed.body as { items: { rollNumber: string; name: string; applicationId: string }[] })
      .items[0]!;
    for (const round of ['r2', 'r3']) {
      const published = await call(
        page,
        'POST',
        pathOf(ROUND_API.roundResults, { id: SEED.validationId, roundId: `${SEED.validationId}-${round}` }),
        { advance: [finalist.rollNumber] },
      );
      expect(published.status).toBe(200);
    }
    const offerBody = {
      applicationId: finalist.applicationId,
      ctc: { fixed: 550_000, variable: 0, joiningBonus: 0 },
      location: 'Bengaluru',
      joiningDate: '2027-07-01',
      respondBy: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    };

    await page.goto(`/company/drives/${SEED.validationId}`);
    const finalists = page.getByRole('region', { name: 'Finalists and offers' });
    await finalists.getByRole('button', { name: `Issue an offer to ${finalist.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Offer to ${finalist.name}` });
    await field(dialog, 'Fixed pay (₹ a year)').fill('5,50,000');
    await field(dialog, 'Joining date').fill('2027-07-01');
    await dialog.getByLabel(/^Answer by/).fill('2027-01-15T17:00');
    // Meanwhile the same offer goes out from another tab.
    const issue = pathOf(OFFER_API.issueOffer, { id: SEED.validationId });
    expect((await call(page, 'POST', issue, offerBody)).status).toBe(201);
    await dialog.getByRole('button', { name: 'Issue the offer' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The applicant already has an offer for this drive (issued)',
    );

    // Each refusal of an offer carries its reasons as data.
    expect(await call(page, 'POST', issue, offerBody)).toMatchObject({
      status: 409,
      body: { code: 'offer_exists', reasons: [{ rule: 'offerExists', state: 'issued' }] },
    });
    const shortlisted = (
      (
        await call(
          page,
          'GET',
          `${pathOf(APPLICANT_API.driveApplicants, { id: SEED.validationId })}?state=shortlisted&pageSize=1`,
        )
      ).body as { items: { applicationId: string }[] }
    ).items[0]!;
    expect(
      await call(page, 'POST', issue, { ...offerBody, applicationId: shortlisted.applicationId }),
    ).toMatchObject({
      status: 409,
      body: {
        code: 'not_selected',
        reasons: [{ rule: 'applicationState', value: 'shortlisted', allowed: ['selected'] }],
      },
    });
    const proposed = pathOf(OFFER_API.issueOffer, { id: SEED.proposedId });
    expect(await call(page, 'POST', proposed, offerBody)).toMatchObject({
      status: 409,
      body: {
        code: 'drive_closed',
        reasons: [{ rule: 'driveState', value: 'proposed', allowed: ['open', 'in-progress'] }],
      },
    });
  });
});
