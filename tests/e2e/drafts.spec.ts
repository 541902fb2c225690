import { expect, test, type Page } from './support/test';
import { fillFresherDetails } from './support/candidate';
import { field, requiredLabel } from './support/field';
import { waitForDraftHolding } from './support/drafts';
import { dumpClientStorage } from './support/storage-scan';
import { verifyEmail } from './support/verification';

const SECRET = 'Secret#Pass2026';
const restoredNotice = (page: Page) => page.getByText(/We restored your draft saved at/);

/** Waits until the draft holds `saved`, then closes the tab and opens the form again in a new one. */
async function closeAndReopen(page: Page, path: string, ...saved: (string | RegExp)[]): Promise<Page> {
  await waitForDraftHolding(page, ...saved);
  const context = page.context();
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(path);
  await expect(restoredNotice(reopened)).toBeVisible({ timeout: 15_000 });
  return reopened;
}

test.describe('drafts are never lost, and never hold a password', () => {
  test('college form: text, repeatable rows, branches and sections come back; passwords do not', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    await page.getByRole('combobox', { name: 'College name' }).fill('Government Engineering College');
    await page.getByLabel('Student strength').fill('1500');
    const first = page.getByRole('group', { name: 'Primary contact 1' });
    await first.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Menon');
    await page.getByRole('button', { name: /Add another primary contact/ }).click();
    const second = page.getByRole('group', { name: 'Primary contact 2' });
    await second.getByRole('textbox', { name: 'Name', exact: true }).fill('Vikram Rao');
    await page.getByRole('checkbox', { name: 'Computer science and allied Branches' }).check();
    await page
      .getByRole('combobox', { name: 'Number of sections for Computer science and allied Branches' })
      .selectOption('4');
    await page.getByLabel(/^Password/).fill(SECRET);
    await page.getByLabel(/^Confirm password/).fill(SECRET);

    const again = await closeAndReopen(page, '/collegeform', 'Vikram Rao', /"sections":"4"/);
    await expect(again.getByRole('combobox', { name: 'College name' })).toHaveValue(
      'Government Engineering College',
    );
    await expect(again.getByLabel('Student strength')).toHaveValue('1500');
    await expect(
      again
        .getByRole('group', { name: 'Primary contact 2' })
        .getByRole('textbox', { name: 'Name', exact: true }),
    ).toHaveValue('Vikram Rao');
    await expect(again.getByRole('checkbox', { name: 'Computer science and allied Branches' })).toBeChecked();
    await expect(
      again.getByRole('combobox', { name: 'Number of sections for Computer science and allied Branches' }),
    ).toHaveValue('4');
    await expect(again.getByLabel(/^Password/)).toHaveValue('');

    await again.getByRole('button', { name: 'Discard draft' }).click();
    await expect(again.getByRole('combobox', { name: 'College name' })).toHaveValue('');
    await again.reload();
    await expect(again.getByRole('heading', { level: 1, name: 'Institution Registration' })).toBeVisible();
    await expect(restoredNotice(again)).toBeHidden();
  });

  test('company form: details and job posts come back', async ({ page }) => {
    await page.goto('/companyform');
    await page.getByLabel(requiredLabel('Company name')).fill('Ampere Labs');
    await page.getByLabel(requiredLabel('Website')).fill('https://ampere.example.in');
    await page.getByLabel(requiredLabel('Job title')).first().fill('Firmware Engineer');
    const again = await closeAndReopen(page, '/companyform', 'Firmware Engineer');
    await expect(again.getByLabel(requiredLabel('Company name'))).toHaveValue('Ampere Labs');
    await expect(again.getByLabel(requiredLabel('Website'))).toHaveValue('https://ampere.example.in');
    await expect(again.getByLabel(requiredLabel('Job title')).first()).toHaveValue('Firmware Engineer');
  });

  for (const [path, type] of [
    ['/register/student', 'student-college'],
    ['/register/jobseeker-fresher', 'jobseeker-fresher'],
    ['/register/professional', 'working-professional'],
  ] as const) {
    test(`candidate form (${type}): details and the chosen resume come back`, async ({ page }) => {
      await page.goto(path);
      await field(page, 'Full name').fill('Asha Menon');
      await field(page, 'Phone number').fill('9876543210');
      await field(page, 'Skills').fill('Embedded C');
      await field(page, 'Resume').setInputFiles({
        name: 'asha-cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 test'),
      });
      await field(page, 'Password').fill(SECRET);
      // The short route value keeps the same draft as the long one.
      const again = await closeAndReopen(page, `/register/${type}`, 'Embedded C', /\[blob \d+\]/);
      await expect(field(again, 'Full name')).toHaveValue('Asha Menon');
      await expect(field(again, 'Phone number')).toHaveValue('9876543210');
      await expect(field(again, 'Skills')).toHaveValue('Embedded C');
      await expect(again.getByText('asha-cv.pdf')).toBeVisible();
      await expect(field(again, 'Password')).toHaveValue('');
    });
  }

  test('the restored-draft notice goes once the form is sent', async ({ page }) => {
    await page.goto('/register/fresher');
    await field(page, 'Full name').fill('Kiran Das');
    const again = await closeAndReopen(page, '/register/fresher', 'Kiran Das');
    const email = `draft.${Date.now().toString(36)}@fresher.test`;
    await field(again, 'Phone number').fill('9876501234');
    await field(again, 'Email').fill(email);
    await verifyEmail(again, 'Verify email', email);
    await again
      .getByRole('alertdialog', { name: 'Email Verified!' })
      .getByRole('button', { name: 'OK' })
      .click();
    await fillFresherDetails(again, SECRET);
    await again.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
    await expect(again.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible();
    await expect(restoredNotice(again)).toBeHidden();
  });

  test('verification is restored only while the e-mail is unchanged; no secret is ever stored', async ({
    page,
  }) => {
    const email = `draft.${Date.now().toString(36)}@college.test`;
    await page.goto('/collegeform');
    await page.getByLabel('TPO name').fill('Dr. Ravi Kumar');
    await page.getByRole('textbox', { name: 'Official email', exact: true }).fill(email);
    await verifyEmail(page, 'Verify official email', email);
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeDisabled({
      timeout: 10_000,
    });
    await page.getByLabel(/^Password/).fill(SECRET);
    await page.getByLabel(/^Confirm password/).fill(SECRET);

    const again = await closeAndReopen(
      page,
      '/collegeform',
      'Dr. Ravi Kumar',
      /"verifiedEmails":\{"tpo_email"/,
    );
    await expect(again.getByRole('button', { name: 'Official email verified' })).toBeDisabled();
    await again.getByRole('textbox', { name: 'Official email', exact: true }).fill(`x${email}`);
    await expect(again.getByRole('button', { name: 'Verify official email' })).toBeEnabled();

    const storage = await dumpClientStorage(again);
    expect(storage).toContain('Dr. Ravi Kumar');
    expect(storage).not.toContain(SECRET);
    const codes = await again.evaluate(() =>
      (window as unknown as { portalMock: { mailbox: () => { code?: string }[] } }).portalMock
        .mailbox()
        .map((message) => message.code ?? '')
        .filter(Boolean),
    );
    for (const code of codes) expect(storage).not.toMatch(new RegExp(`"otp[^"]*":"${code}"`));
    expect(again.url()).not.toContain(SECRET);
  });
});
