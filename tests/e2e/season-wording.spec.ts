import { expect, test, type Page } from './support/test';
import { paths } from '../../src/lib/routes';
import { signIn } from './support/auth';
import { waitForDraftHolding } from './support/drafts';
import { field } from './support/field';
import {
  acceptOwnOffer,
  brightcircuitOfferToAnanya,
  call,
  STUDENT,
  switchTo,
  TPO,
} from './support/season-calls';

/**
 * Issue 35, 'every decision told, sound and explained': the figures say what they count and count it once, and
 * the words read right (plurals, no doubled words, the app's date style, the college's time, where a student is).
 * Found by a new user on the demo seed; each test failed before its fix.
 */
const main = (page: Page) => page.getByRole('main');

/** The value a person reads beside a headline figure's label (a term and its definition). */
async function figure(page: Page, label: string): Promise<string> {
  const term = main(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) });
  await expect(term).toHaveCount(1);
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** A table's column, read by its heading, as numbers. */
async function columnNumbers(page: Page, table: RegExp, heading: string, rows?: string) {
  const found = main(page).getByRole('table', { name: table });
  await expect(found).toBeVisible();
  const headings = (await found.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headings.indexOf(heading);
  expect(index, `${heading} in ${headings.join(' | ')}`).toBeGreaterThan(-1);
  const bodyRows = rows ? found.getByRole('row').filter({ hasText: rows }) : found.locator('tbody tr');
  const cells = await bodyRows.locator(`xpath=(th|td)[${index + 1}]`).allInnerTexts();
  return cells.map((text) => Number(text.trim()));
}

test.describe('the season figures say what they count', () => {
  test("the season page's offers by tier add up to the report's offers", async ({ page }) => {
    test.slow();
    await signIn(page, TPO);
    await page.goto(paths.collegeSeason);
    const byTier = await columnNumbers(page, /by tier/, 'Offers');
    await expect(main(page).getByRole('region', { name: 'Offers by tier' })).toContainText(
      'A rescinded offer is not counted',
    );
    await page.goto(paths.collegeReport);
    const [whole] = await columnNumbers(page, /^Placements by branch/, 'Offers', 'All branches');
    expect(byTier.reduce((sum, count) => sum + count, 0)).toBe(whole);
  });

  test('the overview says how many of the batch have signed up, out of the batch, and why it matters', async ({
    page,
  }) => {
    await signIn(page, TPO);
    const inBatch = await figure(page, 'Students in the batch');
    expect(await figure(page, 'Signed up on the portal')).toMatch(new RegExp(`^\\d+ of ${inBatch}$`));
    await expect(main(page)).toContainText(/Signed up on the portal: .*only they can apply to drives/);
  });
});

test.describe('words that read right', () => {
  test("the drive form's preview counts the batch once, and one backlog is 'backlog'", async ({ page }) => {
    await signIn(page, TPO);
    await page.goto(paths.collegeDriveNew);
    await main(page).getByLabel('Most active backlogs').fill('1');
    const preview = main(page).getByRole('status').filter({ hasText: 'Eligible now:' });
    await expect(preview).toContainText(/of the 600 students in the batch/);
    await expect(preview).not.toContainText(/eligible.*eligible/i);
    await expect(preview).not.toContainText('1 active backlogs');
  });

  test("a student's own application reads 'Applied' once, and the inbox gives dates in the app's style", async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    const applied = await call(page, 'POST', '/student/drives/drv-voltline-firmware/apply');
    expect(applied.status).toBeLessThan(300);
    await page.goto(paths.studentDrives);
    const card = main(page).getByRole('article', { name: /Firmware Engineer \(Graduate\)/ });
    await expect(card).toContainText('Your application');
    await expect(card).not.toContainText(/applied\s+applied/i);

    await page.goto(paths.studentNotifications);
    const inbox = main(page).getByRole('region', { name: 'Inbox' });
    await expect(inbox).toContainText(
      /Next: round 2 \(Technical interview\), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST/,
    );
    await expect(inbox).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
    await expect(inbox).not.toContainText('within four days');
    await expect(inbox).toContainText(/Apply before \d{1,2} Dec 2026, \d{1,2}:\d{2} [ap]m IST/);
  });

  test("after accepting an offer the student's overview says they are placed", async ({ page }) => {
    await signIn(page, STUDENT);
    // Accepting carries what the student was shown it withdraws (issue 35, decision 104).
    await acceptOwnOffer(page, 'Embedded Systems Trainee');
    await page.goto(paths.studentDashboard);
    await expect(main(page).getByRole('region', { name: 'Your placement season' })).toContainText(
      'You are placed, with a Dream offer',
    );
  });

  test('a rescinded offer is not given a time to answer by, and the TPO reads where the demo student is', async ({
    page,
  }) => {
    test.slow();
    const hers = await brightcircuitOfferToAnanya(page);
    await expect(hers).toContainText('answer by');
    await hers.getByRole('button', { name: 'Rescind the offer to Ananya Rao' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Rescind the offer to Ananya Rao?' });
    // A reason, where the dialog asks for one (issue 35's rescinds finding).
    const reason = dialog.getByRole('textbox');
    if (await reason.count()) await reason.first().fill('The role was withdrawn by the business unit.');
    await dialog.getByRole('button', { name: 'Rescind offer' }).click();
    await expect(hers).toContainText('Rescinded');
    await expect(hers).not.toContainText('answer by');

    await switchTo(page, TPO);
    await page.goto('/college/season/students/1RV22CS0001');
    const voltline = main(page)
      .getByRole('region', { name: 'Applications' })
      .getByRole('listitem')
      .filter({ hasText: 'Firmware Validation Engineer' });
    // She cleared round 1 (the online test) and is due at round 2, the technical interview, as her own screen says.
    await expect(voltline).toContainText('cleared round 1 of 3, now in round 2');
    const offers = main(page).getByRole('region', { name: 'Offers' });
    await expect(offers).toContainText('Rescinded');
    await expect(offers).not.toContainText('answer by');
  });
});

test.describe("a season form's draft, on a device set to UTC", () => {
  test.use({ timezoneId: 'UTC' });

  test("the restored-draft notice gives the college's time with its zone", async ({ page }) => {
    await signIn(page, TPO);
    await page.goto(paths.collegePolicy);
    const dream = field(page, 'Dream from (₹ CTC a year)');
    await dream.fill('7,00,000');
    await waitForDraftHolding(page, '7,00,000');
    await page.reload();
    await expect(dream).toHaveValue('7,00,000');
    await expect(main(page).getByRole('status').filter({ hasText: 'We restored your draft' })).toContainText(
      /saved at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST\./,
    );
  });
});
