import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { waitForDraftHolding } from './support/drafts';
import { field } from './support/field';

/**
 * Issue 25, findings 2 and 6: nothing typed on a season screen is lost (a number field empties; an error never turns
 * the page white; a reload brings the form back), and every season time is the college's (IST for the demo
 * college), entered and shown with its zone named, whatever the device's zone.
 */
const TPO = demoLogin('tpo@example.com');
const COMPANY = demoLogin('lead@example.com');
const STUDENT = demoLogin('student@example.com');

/** The drive form's fields that take figures: each must empty again after a figure was typed. */
const FIGURE_FIELDS = [
  'Minimum CGPA',
  'Minimum 10th %',
  'Minimum 12th or diploma %',
  'Most active backlogs',
  'Most backlogs in total',
  'Graduation years',
];

/** Types a figure into each field, takes it out again with Backspace, and leaves the field with Tab. */
async function typeAndErase(page: Page, labels: string[]) {
  for (const label of labels) {
    const input = field(page, label);
    await input.click();
    await input.press('7');
    await expect(input).toHaveValue('7');
    await input.press('Backspace');
    await expect(input, `${label} empties again`).toHaveValue('');
    await input.press('Tab');
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day `days` ahead: as a date input takes it ('2027-01-07') and as the screens write it ('7 Jan 2027'). */
function dayAhead(days: number): { iso: string; text: string } {
  const day = new Date(Date.now() + days * 86_400_000);
  return {
    iso: day.toISOString().slice(0, 10),
    text: `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`,
  };
}

test.describe('nothing typed is lost on the drive forms (finding 2)', () => {
  test("the TPO's new-drive form: every figure field empties, the page stays, a reload brings the form back", async ({
    page,
  }) => {
    await signIn(page, TPO);
    await page.goto('/college/drives/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a drive' })).toBeVisible();

    await typeAndErase(page, FIGURE_FIELDS);
    // The form is still there, and still counts who is eligible.
    await expect(page.getByRole('heading', { level: 1, name: 'Create a drive' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Eligible now' })).toContainText(
      /\d+ of the \d+ students in the batch/,
    );

    // What was typed survives a reload: the form keeps a draft.
    await field(page, 'Job title').fill('Draft Survives Engineer');
    await field(page, 'Minimum CGPA').fill('6.5');
    await waitForDraftHolding(page, 'Draft Survives Engineer');
    await page.reload();
    await expect(field(page, 'Job title')).toHaveValue('Draft Survives Engineer');
    await expect(field(page, 'Minimum CGPA')).toHaveValue('6.5');
    await expect(page.getByRole('status').filter({ hasText: 'We restored your draft' })).toBeVisible();
  });

  test("the company's proposal form: the same figure fields empty again", async ({ page }) => {
    await signIn(page, COMPANY);
    await page.goto('/company/drives/propose');
    await expect(page.getByRole('heading', { level: 1, name: 'Propose a drive' })).toBeVisible();
    await typeAndErase(page, FIGURE_FIELDS);
    await expect(page.getByRole('heading', { level: 1, name: 'Propose a drive' })).toBeVisible();
  });

  test('the policy form keeps a draft across a reload, and saving clears it', async ({ page }) => {
    await signIn(page, TPO);
    await page.goto('/college/policy');
    const dream = field(page, 'Dream from (₹ CTC a year)');
    await dream.fill('7,00,000');
    await waitForDraftHolding(page, '7,00,000');
    await page.reload();
    await expect(dream).toHaveValue('7,00,000');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Version 2, in force since/ })).toBeVisible();
    await page.reload();
    await expect(dream).toHaveValue('700000');
    await expect(page.getByRole('status').filter({ hasText: 'We restored your draft' })).toHaveCount(0);
  });
});

test.describe("the college's time, on a device set to UTC (finding 6)", () => {
  test.use({ timezoneId: 'UTC' });

  test('the TPO enters 5:00 pm at the college; the TPO and the student both read 5:00 pm IST', async ({
    page,
  }) => {
    test.slow();
    const title = 'Zone Check Engineer';
    const deadline = dayAhead(40);
    const roundDay = dayAhead(45);

    await signIn(page, TPO);
    await page.goto('/college/drives/new');
    await field(page, 'Company').selectOption({ label: 'Not on the portal: type its name' });
    await field(page, 'Company name').fill('Meridian Clocks');
    await field(page, 'Job title').fill(title);
    await field(page, 'Location').fill('Bengaluru');
    const closes = field(page, 'Applications close');
    await closes.fill(`${deadline.iso}T17:00`);
    // The inputs say whose clock they read: the college's, named, on a device set to UTC.
    await expect(closes).toHaveAccessibleDescription(/Time at the college \(IST\)/);
    await expect(field(page, 'Round 1: time')).toHaveAccessibleDescription(/Time at the college \(IST\)/);
    await field(page, 'Fixed pay (₹ a year)').fill('6,50,000');
    await field(page, 'Round 1: date').fill(roundDay.iso);
    await field(page, 'Round 1: time').fill('09:30');
    await field(page, 'Round 1: venue').fill('Seminar Hall 2');
    await page.getByRole('button', { name: 'Publish to students' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
    const facts = page.getByRole('main');
    await expect.soft(facts).toContainText(`${deadline.text}, 5:00 pm IST`);
    await expect.soft(facts).toContainText(`${roundDay.text}, 9:30 am IST`);
    // Editing gives the same time back, as the college's clock reads it.
    await page.getByRole('link', { name: 'Edit drive' }).click();
    await expect(field(page, 'Applications close')).toHaveValue(`${deadline.iso}T17:00`);
    // Publishing cleared the new-drive form's draft: it opens blank.
    await page.goto('/college/drives/new');
    await expect(field(page, 'Job title')).toHaveValue('');
    await signOut(page);

    await signIn(page, STUDENT);
    await page.goto(`/student/drives?query=${encodeURIComponent(title)}`);
    const card = page.getByRole('main').getByRole('article', { name: title });
    await expect(card).toContainText(`Applications close ${deadline.text}, 5:00 pm IST`);
    // The inbox's note of the new drive gives the same time.
    await page.goto('/student/notifications');
    await expect(
      page.getByRole('main').getByRole('article').filter({ hasText: title }).first(),
    ).toContainText(`Apply before ${deadline.text}, 5:00 pm IST`);
  });
});
