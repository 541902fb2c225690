import { expect, test, type Locator } from './support/test';
import { pasteInto } from './support/clipboard';
import {
  CORRECT_FIELDS,
  hr,
  jobPost,
  openCompanyForm,
  submitButton,
  technical,
} from './support/company-form';

/**
 * The company registration form's fields and job posts: salaries, showing and deleting posts, the characters
 * and maxima of text fields, and phone numbers (registering and the submit checks are in
 * company-form.spec.ts).
 */

test.describe('company registration form', () => {
  test.beforeEach(({ page }) => openCompanyForm(page));

  test('maximum salary offers only values above the minimum and is cleared when no longer higher', async ({
    page,
  }) => {
    const post = jobPost(page, 1);
    const min = post.getByLabel('Minimum salary');
    const max = post.getByLabel('Maximum salary');
    const optionLabels = (select: Locator) =>
      select.locator('option').evaluateAll((options) => options.map((o) => o.textContent));

    await expect(min).toBeVisible(); // the form is built section by section; this one is further down
    expect(await optionLabels(min)).toEqual([
      'Not specified',
      ...[1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 12, 15].map((lpa) => `${lpa} LPA`),
    ]);
    await min.selectOption({ label: '10 LPA' });
    expect(await optionLabels(max)).toEqual([
      'Not specified',
      ...[12, 15, 18, 20, 25, 30, 35, 40, 45, 50].map((lpa) => `${lpa} LPA`),
    ]);

    await max.selectOption({ label: '12 LPA' });
    await min.selectOption({ label: '8 LPA' });
    await expect(max).toHaveValue('12');
    await min.selectOption({ label: '12 LPA' });
    await expect(max).toHaveValue('');
    expect(await optionLabels(max)).not.toContain('12 LPA');
  });

  test('Show/Hide and the count badge; delete asks first and the last post stays', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Hide job openings' });
    await expect(page.getByText('1 job post', { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Add job post' }).click();
    await expect(page.getByText('2 job posts', { exact: true })).toBeVisible();
    await expect(jobPost(page, 2).getByLabel('Role')).toBeFocused();
    await jobPost(page, 2).getByLabel('Job title').fill('PCB Designer');

    await toggle.click();
    const show = page.getByRole('button', { name: 'Show job openings' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(jobPost(page, 1)).toBeHidden();
    await expect(page.getByText('2 job posts', { exact: true })).toBeVisible();
    await show.click();
    await expect(jobPost(page, 2).getByLabel('Job title')).toHaveValue('PCB Designer');

    // Cancel keeps the post; Delete removes exactly that one.
    await page.getByRole('button', { name: 'Delete job post 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete job post' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this job post? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(jobPost(page, 2)).toBeVisible();
    await page.getByRole('button', { name: 'Delete job post 1' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(jobPost(page, 2)).toHaveCount(0);
    await expect(jobPost(page, 1).getByLabel('Job title')).toHaveValue('PCB Designer');
    await expect(page.getByText('1 job post', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete job post 1' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Cannot delete' });
    await expect(guard).toContainText('At least one job post is required. You cannot delete the last job.');
    await guard.getByRole('button', { name: 'OK' }).click();
    await expect(jobPost(page, 1)).toBeVisible();
  });

  test('a stripped character’s note stays until the field is left and edited cleanly, whichever is later (issue 19)', async ({
    page,
  }) => {
    const companyName = page.getByLabel('Company name');
    const website = page.getByLabel('Website');
    const notice = page.getByText('Company name can only contain letters, spaces, and basic punctuation');
    await companyName.pressSequentially('3M India', { delay: 60 });
    await expect(companyName).toHaveValue('M India');
    // Typing on at normal speed: the note is still there to read.
    await expect(notice).toBeVisible();
    await companyName.press('#');
    await expect(notice).toBeVisible();
    // Left with no clean edit since the last stripped character: it stays.
    await website.focus();
    await expect(notice).toBeVisible();
    // Back, and edited without anything stripped: now both have happened, so it goes.
    await companyName.press('End');
    await companyName.pressSequentially(' Ltd');
    await expect(companyName).toHaveValue('M India Ltd');
    await expect(notice).toBeHidden();
    // The other order: stripped, edited cleanly (stays while in the field), then left (goes).
    await companyName.press('3');
    await companyName.pressSequentially(' Co');
    await expect(notice).toBeVisible();
    await website.focus();
    await expect(notice).toBeHidden();
  });

  test('disallowed characters are stripped from names and job titles, and the field says why (issue 14)', async ({
    page,
  }) => {
    const characters = (field: string) => `${field} can only contain letters, spaces, and basic punctuation`;
    const companyName = page.getByLabel('Company name');
    const notice = page.getByText(characters('Company name'));
    // Said at the moment it happens, and kept until the field is left after a clean edit (issue 19).
    await companyName.press('3');
    await expect(companyName).toHaveValue('');
    await expect(notice).toBeVisible();
    await companyName.pressSequentially('M India');
    await expect(companyName).toHaveValue('M India');
    await expect(notice).toBeVisible();
    await page.getByLabel('Website').focus();
    await expect(notice).toBeHidden();
    await companyName.fill('');
    await pasteInto(companyName, '3M India');
    await expect(companyName).toHaveValue('M India');
    await expect(notice).toBeVisible();
    await expect(companyName).toHaveAccessibleDescription(new RegExp(characters('Company name')));
    // Announced: the message sits in the field's polite live region.
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: characters('Company name') }),
    ).toHaveCount(1);
    await companyName.press('End');
    await companyName.pressSequentially(' Ltd');
    await page.getByLabel('Website').focus();
    await expect(notice).toBeHidden();
    await companyName.fill('');
    await companyName.pressSequentially('R&D (India) Pvt. Ltd. #42');
    await expect(companyName).toHaveValue('R&D (India) Pvt. Ltd. ');
    await expect(notice).toBeVisible();

    await technical(page).getByLabel('Technical lead name').pressSequentially('Asha_M3non2');
    await expect(technical(page).getByLabel('Technical lead name')).toHaveValue('AshaMnon');
    await expect(technical(page).getByText(characters('Technical lead name'))).toBeVisible();
    await hr(page).getByLabel('HR name').pressSequentially("Ravi D'Souza!");
    await expect(hr(page).getByLabel('HR name')).toHaveValue("Ravi D'Souza");
    await expect(hr(page).getByText(characters('HR name'))).toBeVisible();
    // The registration form's job titles keep the spec's characters (the dashboard's do not).
    await jobPost(page, 1).getByLabel('Job title').pressSequentially('C/C++');
    await expect(jobPost(page, 1).getByLabel('Job title')).toHaveValue('CC');
    await expect(jobPost(page, 1).getByText(characters('Job title'))).toBeVisible();
    // Pasted text is read the same way.
    await hr(page).getByLabel('HR name').fill('');
    await pasteInto(hr(page).getByLabel('HR name'), 'Priya 😀 Nair');
    await expect(hr(page).getByLabel('HR name')).toHaveValue('Priya  Nair');
    await expect(hr(page).getByText(characters('HR name'))).toBeVisible();
  });

  test('every text field has a maximum; a longer paste is kept whole and flagged (issue 14)', async ({
    page,
  }) => {
    const companyName = page.getByLabel('Company name');
    await expect(companyName).toHaveAttribute('maxlength', '150');
    await expect(page.getByLabel('Website')).toHaveAttribute('maxlength', '2048');
    await expect(technical(page).getByLabel('Technical lead name')).toHaveAttribute('maxlength', '100');
    await expect(
      technical(page).getByRole('textbox', { name: 'Technical lead email', exact: true }),
    ).toHaveAttribute('maxlength', '254');
    await expect(jobPost(page, 1).getByLabel('Job title')).toHaveAttribute('maxlength', '120');
    await expect(jobPost(page, 1).getByLabel('Job description')).toHaveAttribute('maxlength', '5000');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('maxlength', '128');
    // Long fields count as you type.
    await expect(jobPost(page, 1).getByText('0 / 5000 characters')).toBeVisible();
    await page.getByLabel('Company address').fill('12 MG Road');
    await expect(page.getByText('10 / 500 characters')).toBeVisible();

    // Typing stops at the maximum.
    await companyName.pressSequentially('Acme '.repeat(31));
    await expect(companyName).toHaveValue('Acme '.repeat(30));
    // A paste past it is not cut silently: all of it stays, with a message and the count.
    const pasted = 'Acme Devices '.repeat(240).slice(0, 3000);
    await companyName.fill('');
    await pasteInto(companyName, pasted);
    await expect(companyName).toHaveValue(pasted);
    await expect(page.getByText('Company name must be at most 150 characters long')).toBeVisible();
    await expect(page.getByText('3000 / 150 characters')).toBeVisible();
    await expect(companyName).toHaveAttribute('aria-invalid', 'true');
    await submitButton(page).click();
    const warning = page.getByRole('alertdialog', { name: 'Please check the form' });
    await expect(warning).toContainText(CORRECT_FIELDS);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(companyName).toBeFocused();
  });

  test('phone fields read +91, 0 and spaces, typed or pasted, and never cut a longer number (issue 14)', async ({
    page,
  }) => {
    const leadPhone = technical(page).getByLabel('Technical lead phone');
    await leadPhone.pressSequentially('+91 98765 43210');
    await expect(leadPhone).toHaveValue('9876543210');
    await expect(technical(page).getByText('Removed +91 in front of the 10-digit number')).toBeVisible();
    const hrPhone = hr(page).getByLabel('HR phone');
    await pasteInto(hrPhone, '098765 43210');
    await expect(hrPhone).toHaveValue('9876543210');
    await hrPhone.fill('');
    await pasteInto(hrPhone, '98765 43210 99');
    await expect(hrPhone).toHaveValue('987654321099');
    await expect(hr(page).getByText('Phone number must be exactly 10 digits')).toBeVisible();
    await hrPhone.fill('');
    await hrPhone.pressSequentially('98x');
    await expect(hrPhone).toHaveValue('98');
    await expect(hr(page).getByText('Phone number can only contain numbers')).toBeVisible();
  });
});
