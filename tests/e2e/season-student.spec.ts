import { expect, test, type Locator, type Page } from './support/test';
import { pathOf } from '../../src/lib/api/endpoint';
import { PROFILE_API } from '../../src/lib/api/profile-endpoints';
import { STUDENT_SEASON_API } from '../../src/lib/api/student-season-endpoints';
import { paths } from '../../src/lib/routes';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { AuditLog, settle } from './support/axe';

/**
 * The student's side of the placement season (issue 17) on the demo build, from the mock's seeded season at the
 * demo college (mocks/db, the season seed): one drive the demo student may apply to, one their record fails, one
 * where they are shortlisted for a later round, and one offer waiting for their answer. Every test starts from a
 * freshly seeded mock database (its own browser context).
 */
const SEED = {
  eligible: { company: 'Voltline Embedded Systems', title: 'Firmware Engineer (Graduate)' },
  // Her CGPA is 7.8; the drive asks for 8.0.
  ineligible: {
    company: 'Brightcircuit Labs',
    title: 'Hardware Design Engineer',
    reason: "CGPA 7.8 is below this drive's 8.0",
    reasonData: '{"rule":"cgpa","value":7.8,"limit":8}',
  },
  shortlisted: { company: 'Voltline Embedded Systems', title: 'Firmware Validation Engineer' },
  offer: { company: 'Brightcircuit Labs', title: 'Embedded Systems Trainee', tier: 'Dream' },
  // A Dream drive: once she holds a Dream offer the policy allows only higher tiers.
  blockedAfterAccepting: {
    title: 'Firmware Engineer (Graduate)',
    reason: "You hold a Dream offer: this season's policy allows only Super Dream drives",
  },
};

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string): Locator => main(page).getByRole('article', { name: title });

async function openFromSidebar(page: Page, label: string) {
  await page.getByRole('complementary', { name: 'Dashboard' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

async function signInAsStudent(page: Page) {
  await signIn(page, demoLogin('student@example.com'));
}

/** A call to the mock backend from the page, as the signed-in student: its status and body. */
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

/** The id of a drive at the student's college, by its title, as the student's list gives it. */
async function driveId(page: Page, title: string): Promise<string> {
  const { body } = await call(
    page,
    'GET',
    `${STUDENT_SEASON_API.studentDrives.path}?query=${encodeURIComponent(title)}`,
  );
  const items = (body as { items: { drive: { id: string; title: string } }[] }).items;
  const found = items.find((item) => item.drive.title === title);
  if (!found) throw new Error(`No drive titled ${title}`);
  return found.drive.id;
}

test.describe('the student in the placement season', () => {
  test('eligibility explained: the ineligible drive names the failed rule with the student value', async ({
    page,
  }) => {
    await signInAsStudent(page);
    await openFromSidebar(page, 'Placement drives');
    await expect(main(page).getByRole('region', { name: "This season's policy" })).toContainText(
      'Drives are tiered by CTC',
    );

    const ineligible = card(page, SEED.ineligible.title);
    await expect(ineligible).toContainText('You are not eligible for this drive');
    await expect(ineligible.getByRole('listitem').filter({ hasText: SEED.ineligible.reason })).toBeVisible();
    await expect(ineligible.getByRole('button', { name: 'Apply' })).toHaveCount(0);

    const eligible = card(page, SEED.eligible.title);
    await expect(eligible).toContainText('You are eligible for this drive');
    await expect(eligible).toContainText('Fixed');
    await expect(eligible).toContainText('Variable');

    // The server refuses the same way, with the same reason as data.
    const refused = await call(
      page,
      'POST',
      pathOf(STUDENT_SEASON_API.applyToDrive, { id: await driveId(page, SEED.ineligible.title) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'ineligible' });
    expect(JSON.stringify(refused.body)).toContain(SEED.ineligible.reasonData);
  });

  test('apply before the deadline, follow it on the timeline, then withdraw', async ({ page }) => {
    await signInAsStudent(page);
    await openFromSidebar(page, 'Placement drives');
    const drive = card(page, SEED.eligible.title);
    await drive.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Applied to ${SEED.eligible.company}: ${SEED.eligible.title}`)).toBeVisible();
    await expect(drive).toContainText('Your application: Applied');

    await openFromSidebar(page, 'My applications');
    const application = card(page, SEED.eligible.title);
    await expect(
      application
        .getByRole('list', { name: /^Rounds of/ })
        .getByRole('listitem')
        .first(),
    ).toContainText('Round 1');
    // The shortlisted application shows its later round on the timeline.
    const shortlisted = card(page, SEED.shortlisted.title);
    await expect(shortlisted).toContainText('Shortlisted');
    await expect(shortlisted).toContainText('Cleared');
    await expect(shortlisted).toContainText('Upcoming');

    await openFromSidebar(page, 'Placement drives');
    // Withdrawing asks first, and says what it means; keeping the application changes nothing.
    const withdraw = card(page, SEED.eligible.title).getByRole('button', { name: 'Withdraw application' });
    await withdraw.click();
    const confirm = page.getByRole('alertdialog', {
      name: `Withdraw your application to ${SEED.eligible.company}?`,
    });
    await expect(confirm).toContainText('The company will no longer see your application');
    await expect(confirm).toContainText('You can apply again until applications close');
    await confirm.getByRole('button', { name: 'Keep my application' }).click();
    await expect(confirm).toHaveCount(0);
    await page.reload();
    await expect(card(page, SEED.eligible.title)).toContainText('Your application: Applied');

    await withdraw.click();
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(page.getByText(`Application to ${SEED.eligible.company} withdrawn`)).toBeVisible();
    // Withdrawn before the deadline, the drive is open to them again.
    await expect(card(page, SEED.eligible.title).getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(card(page, SEED.eligible.title)).not.toContainText('Your application');
  });

  test('an accepted offer applies the policy at once: the now-blocked drive says why', async ({ page }) => {
    await signInAsStudent(page);
    await openFromSidebar(page, 'Offers');
    const offer = card(page, SEED.offer.title);
    await expect(offer).toContainText(`If you accept this ${SEED.offer.tier} offer`);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Accept the offer from ${SEED.offer.company}?` });
    await expect(dialog).toContainText('cannot be declined later');
    await dialog.getByRole('button', { name: 'Accept offer' }).click();

    const outcome = main(page).getByRole('region', {
      name: `You accepted the offer from ${SEED.offer.company}`,
    });
    await expect(outcome).toContainText('You are placed in the Dream tier');
    await expect(card(page, SEED.offer.title)).toContainText('Accepted');
    await expect(card(page, SEED.offer.title).getByRole('button', { name: 'Accept offer' })).toHaveCount(0);

    await outcome.getByRole('link', { name: 'See the drives you may still apply to' }).click();
    const blocked = card(page, SEED.blockedAfterAccepting.title);
    await expect(blocked).toContainText('You are not eligible for this drive');
    await expect(blocked).toContainText(SEED.blockedAfterAccepting.reason);
    await expect(blocked.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  });

  test('an expired offer cannot be accepted, and says why', async ({ page }) => {
    await signInAsStudent(page);
    const { body } = await call(page, 'GET', STUDENT_SEASON_API.studentOffers.path);
    const offers = (
      body as { items: { offer: { id: string; title: string; state: string; respondBy: string } }[] }
    ).items;
    const waiting = offers.map(({ offer }) => offer).find((offer) => offer.state === 'issued');
    if (!waiting) throw new Error('The seed has no offer waiting for an answer');
    // The clock moves past its respond-by time: the mock backend runs in the page and reads the same clock.
    await page.clock.setFixedTime(Date.parse(waiting.respondBy) + 60 * 60 * 1000);
    await page.goto(paths.studentOffers);
    const expired = card(page, waiting.title);
    await expect(expired).toContainText('Expired');
    await expect(expired).toContainText('This offer expired: the respond-by time, ');
    await expect(expired).toContainText('passed without an answer, so it can no longer be accepted.');
    await expect(expired.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
    // The server refuses it too.
    const refused = await call(page, 'PATCH', pathOf(STUDENT_SEASON_API.answerOffer, { id: waiting.id }), {
      state: 'accepted',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'offer_expired' });
  });

  // The whole browser: the headless shell reports notification permission as denied, never as not asked yet.
  test(
    'the inbox counts unread notifications and marks them read',
    { tag: '@whole-browser' },
    async ({ page }) => {
      await signInAsStudent(page);
      const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
      await expect(bell).toBeVisible();
      const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
      await bell.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const first = main(page)
        .getByRole('article', { name: /^Unread: / })
        .first();
      await first.getByRole('button', { name: 'Mark as read' }).click();
      const after = before - 1;
      await expect(
        page.getByRole('link', { name: after ? `Notifications, ${after} unread` : 'Notifications' }),
      ).toBeVisible();
      // Permission is asked only from the button, never on load.
      await expect(main(page).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    },
  );

  test('the profile: the verified record is read-only; skills and discoverability are saved', async ({
    page,
  }) => {
    await signInAsStudent(page);
    await openFromSidebar(page, 'My profile');
    const record = main(page).getByRole('region', { name: 'Academic record' });
    await expect(record).toContainText('Verified by your placement cell');
    await expect(record.getByRole('textbox')).toHaveCount(0);
    const discoverable = page.getByLabel('Show my e-mail, phone and resume to every company');
    await expect(discoverable).not.toBeChecked();
    await page.getByLabel('Skills', { exact: true }).fill('Embedded C, PCB design, Verilog, Python');
    await discoverable.check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Skills', { exact: true })).toHaveValue(
      'Embedded C, PCB design, Verilog, Python',
    );
    await expect(page.getByLabel('Show my e-mail, phone and resume to every company')).toBeChecked();
    // A verified field cannot be changed, whatever is sent.
    const refused = await call(page, 'PATCH', PROFILE_API.updateOwnProfile.path, { cgpa: 9.9 });
    expect(refused.status).toBe(400);
  });

  test('the withdraw confirmation passes axe and is photographed at 375 and 1280 px', async ({ page }) => {
    await signInAsStudent(page);
    await openFromSidebar(page, 'Placement drives');
    await card(page, SEED.eligible.title).getByRole('button', { name: 'Apply' }).click();
    await expect(card(page, SEED.eligible.title)).toContainText('Your application: Applied');
    const log = new AuditLog();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await card(page, SEED.eligible.title).getByRole('button', { name: 'Withdraw application' }).click();
      const dialog = page.getByRole('alertdialog', { name: /^Withdraw your application/ });
      await expect(dialog).toBeVisible();
      await log.check(page, `withdraw dialog at ${width} px`);
      await page.screenshot({ path: `screenshots/season-student-withdraw-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Keep my application' }).click();
      await expect(dialog).toHaveCount(0);
    }
    log.expectClean();
  });

  test('every season screen passes the accessibility audit at phone and desktop widths', async ({
    page,
  }, info) => {
    test.slow();
    await signInAsStudent(page);
    const log = new AuditLog();
    const screens = [
      paths.studentDrives,
      paths.studentApplications,
      paths.studentOffers,
      paths.studentNotifications,
      paths.studentProfile,
    ];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const path of screens) {
        await page.goto(path);
        await settle(page);
        await log.check(page, `${path} at ${width} px`);
        await page.screenshot({
          path: info.outputPath(`${path.replace(/\W+/g, '_')}-${width}.png`),
          fullPage: true,
        });
      }
    }
    log.expectClean();
  });
});
