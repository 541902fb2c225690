import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { paths } from '../../src/lib/routes';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';

/**
 * Issue 35, a committee instead of one shared password: each demo member signs in with their own account and sees
 * only what their role includes (the menu, and no button the server would refuse), at a phone's width and a
 * desktop's; the officer invites, changes and removes members, and the last officer has no remove button.
 * Screenshots of each walk are kept under test-results/committee/ to look at.
 */
const SHOTS = 'test-results/committee';
mkdirSync(SHOTS, { recursive: true });

const menu = (page: Page) => page.getByRole('complementary', { name: 'Dashboard' }).getByRole('navigation');
const main = (page: Page) => page.getByRole('main');

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The sidebar's links (opened first on a phone, where the menu is behind a button). */
async function menuLabels(page: Page): Promise<string[]> {
  // Drawn first (the top bar), then on a phone the menu is behind its button.
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  const open = page.getByRole('button', { name: 'Open menu' });
  if (await open.isVisible()) await open.click();
  await expect(menu(page)).toBeVisible();
  const labels = await menu(page).getByRole('link').allTextContents();
  const close = page.getByRole('button', { name: 'Close menu' });
  if (await close.isVisible()) await close.click();
  return labels.map((label) => label.trim()).filter(Boolean);
}

for (const width of [375, 1280]) {
  test.describe(`each member sees only what their role includes, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the report viewer reads the figures and the report, and nothing else', async ({ page }) => {
      await signIn(page, demoLogin('reports@example.com'));
      expect(await menuLabels(page)).toEqual(['Overview', 'Placement season', 'Placement report']);
      // The overview's figures lead only to screens the role includes.
      await expect(main(page).getByRole('link', { name: 'See the report' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'See the season' })).toBeVisible();
      for (const name of ['See the batch', 'See them', 'See jobs', 'See companies'])
        await expect(main(page).getByRole('link', { name })).toHaveCount(0);
      await shoot(page, 'report-viewer-overview');
      await page.goto(paths.collegeReport);
      await expect(page.getByRole('heading', { level: 1, name: 'Placement report' })).toBeVisible();
      await shoot(page, 'report-viewer-report');
      // A screen outside the role says so, and offers what the role includes.
      await page.goto(paths.collegePolicy);
      await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Placement report' })).toBeVisible();
      await shoot(page, 'report-viewer-policy');
    });

    test("the student coordinator lands on their rounds and marks the round's list, with no publish button", async ({
      page,
    }) => {
      await signIn(page, demoLogin('student.coordinator@example.com'));
      await expect(page.getByRole('heading', { level: 1, name: 'Your rounds' })).toBeVisible();
      expect(await menuLabels(page)).toEqual([]);
      await shoot(page, 'student-coordinator-home');
      await main(page)
        .getByRole('link', { name: /Firmware Validation Engineer.*round 1/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /^Round 1/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /Publish results/ })).toHaveCount(0);
      await expect(page.getByText('Your role marks attendance and results')).toBeVisible();
      // The drive's page is not theirs: no way back to it is offered.
      await expect(page.getByRole('link', { name: /The drive/ })).toHaveCount(0);
      await shoot(page, 'student-coordinator-round');
    });

    test("the CSE/IT coordinator sees their branches' students, with no committee, policy edit or new drive", async ({
      page,
    }) => {
      await signIn(page, demoLogin('cse.coordinator@example.com'));
      const labels = await menuLabels(page);
      expect(labels).not.toContain('Committee');
      expect(labels).not.toContain('Placement report');
      // Their figures are their branches', and say so, on the overview and on the season page alike.
      const scope =
        'Your branches only (CSE and IT): these figures count their students, not the whole batch.';
      await expect(main(page).getByText(scope)).toBeVisible();
      await shoot(page, 'cse-coordinator-overview');
      await page.goto(paths.collegeSeason);
      await expect(main(page).getByText(scope)).toBeVisible();
      await page.goto(paths.collegePolicy);
      await expect(page.getByRole('button', { name: 'Save as a new version' })).toHaveCount(0);
      await expect(page.getByText('Only a placement officer changes the policy.')).toBeVisible();
      await page.goto(paths.collegeDrives);
      await expect(page.getByRole('link', { name: 'Create a drive' })).toHaveCount(0);
      await shoot(page, 'cse-coordinator-drives');
      await page.goto(paths.collegeBatch);
      await expect(page.getByRole('heading', { name: 'Import students' })).toHaveCount(0);
      await shoot(page, 'cse-coordinator-batch');
    });

    test("Brightcircuit's interviewer sees only the rounds assigned, and no job posting", async ({
      page,
    }) => {
      await signIn(page, demoLogin('interviewer@brightcircuit.example.com'));
      await expect(page.getByRole('heading', { level: 1, name: 'Your rounds' })).toBeVisible();
      expect(await menuLabels(page)).toEqual([]);
      await expect(page.getByRole('link', { name: 'Post New Job' })).toHaveCount(0);
      await shoot(page, 'interviewer-home');
    });

    test('the second placement officer has the committee page, with each role in words', async ({ page }) => {
      await signIn(page, demoLogin('officer2@example.com'));
      expect(await menuLabels(page)).toContain('Committee');
      await page.goto(paths.collegeMembers);
      await expect(page.getByRole('heading', { level: 1, name: 'Placement committee' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Student coordinator may' })).toContainText(
        "See a round's list of applicants",
      );
      await shoot(page, 'officer-committee');
    });
  });
}

test('the officer invites a member who joins by the link; removing them signs them out; the last officer stays', async ({
  page,
}) => {
  await signIn(page, demoLogin('tpo@example.com'));
  await page.goto(paths.collegeMembers);
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('Name').fill('Dr. Lakshmi Iyer');
  await invite.getByLabel('E-mail').fill('ece.coordinator@example.com');
  await invite.getByLabel('Role').selectOption({ label: 'Department coordinator' });
  await invite.getByLabel(/Electronics and Communication/).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dr. Lakshmi Iyer is invited' })).toBeVisible();
  const invited = page.getByRole('listitem', { name: 'Dr. Lakshmi Iyer' });
  await expect(invited).toContainText('Invited, has not set a password yet');
  const officer = page.url();

  // The invited member opens the mailed link in the demo mailbox and sets a password; the link works once.
  await signOut(page);
  await page.getByRole('button', { name: 'Open invitation link' }).click();
  await expect(page).toHaveURL(/\/join\//);
  const joinUrl = page.url();
  await expect(page.getByText(/invites Dr. Lakshmi Iyer .* as department coordinator/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Lakshmi@2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Lakshmi@2026');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await page.goto(joinUrl);
  await expect(page.getByText(/invalid, used or expired/)).toBeVisible();
  await signIn(
    page,
    { ...demoLogin('tpo@example.com'), email: 'ece.coordinator@example.com', name: 'Dr. Lakshmi Iyer' },
    'Lakshmi@2026',
  );
  expect(await menuLabels(page)).not.toContain('Committee');
  await signOut(page);

  await signIn(page, demoLogin('tpo@example.com'));
  await page.goto(officer);
  // Removing the second officer leaves one: the first has no remove button then.
  await page.getByRole('button', { name: 'Remove Prof. Arvind Hegde' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prof. Arvind Hegde was removed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Dr. Meera Kulkarni' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Dr. Meera Kulkarni' })).toContainText(
    'The only placement officer',
  );
  await signOut(page);
});
