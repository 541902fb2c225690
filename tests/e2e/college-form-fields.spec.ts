import { expect, test } from './support/test';
import { pasteInto } from './support/clipboard';
import {
  collegeName,
  contact,
  expectWarning,
  sectionsFor,
  submitForm,
  tpoEmail,
} from './support/college-form';

/**
 * The college registration form's phone fields, branches and primary contacts, and its layout at 375 px
 * (registering and the submit checks are in college-form.spec.ts).
 */

test.describe('college registration form', () => {
  test('phone fields read pasted numbers and keep a longer one whole (issue 14)', async ({ page }) => {
    await page.goto('/collegeform');
    const contactPhone = contact(page, 1).getByLabel('Phone number');
    await pasteInto(contactPhone, '+91-98765-43210');
    await expect(contactPhone).toHaveValue('9876543210');
    await expect(contact(page, 1).getByText('Removed +91 in front of the 10-digit number')).toBeVisible();
    const tpoPhone = page.getByLabel('TPO phone number');
    await pasteInto(tpoPhone, '0091 98765 432109');
    await expect(tpoPhone).toHaveValue('009198765432109');
    await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();
  });

  test('branch sections show only while the branch is checked and are cleared when it is unchecked', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    const branch = 'Electrical and Electronics allied branches';
    const checkbox = page.getByRole('checkbox', { name: branch });
    for (const label of [
      branch,
      'Computer science and allied Branches',
      'Mechanical and allied Branches',
      'Others',
    ]) {
      await expect(page.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked();
    }
    await expect(page.getByRole('combobox', { name: /Number of sections/ })).toHaveCount(0);

    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(sectionsFor(page, branch)).toBeVisible();
    const options = sectionsFor(page, branch).getByRole('option');
    await expect(options).toHaveCount(21);
    await expect(options.nth(1)).toHaveText('1');
    await expect(options.last()).toHaveText('20');
    await sectionsFor(page, branch).selectOption('20');

    await checkbox.uncheck();
    await expect(sectionsFor(page, branch)).toHaveCount(0);
    await checkbox.check();
    await expect(sectionsFor(page, branch)).toHaveValue('');
  });

  test('primary contacts: delete asks first, and the last one cannot be deleted', async ({ page }) => {
    await page.goto('/collegeform');
    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Cannot delete' });
    await expect(guard).toContainText('At least one primary contact is required.');
    await guard.getByRole('button', { name: 'OK' }).click();
    await expect(contact(page, 1)).toBeVisible();

    await contact(page, 1).getByRole('textbox', { name: 'Name', exact: true }).fill('First Person');
    await page.getByRole('button', { name: 'Add another primary contact' }).click();
    await expect(contact(page, 2).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.keyboard.type('Second Person');

    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete primary contact' });
    await expect(confirm).toContainText('Are you sure you want to delete this primary contact?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(contact(page, 2)).toBeVisible();

    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(contact(page, 2)).toHaveCount(0);
    await expect(contact(page, 1).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Second Person',
    );
  });

  test('at 375 px nothing overflows, with suggestions open and errors shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/collegeform');
    await submitForm(page);
    await expectWarning(page, 'Please correct the highlighted fields before submitting.');
    await page.getByRole('checkbox', { name: 'Computer science and allied Branches' }).check();
    await tpoEmail(page).fill(`a.very.long.placement.officer.address.${Date.now()}@institution-example.test`);
    await collegeName(page).fill('national institute of technology');
    await expect(page.getByRole('option').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
