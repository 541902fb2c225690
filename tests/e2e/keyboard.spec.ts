import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { settle } from './support/axe';
import { expectFocusVisible, tabTo, typeInto } from './support/keyboard';
import { codeFromMailbox } from './support/verification';

/**
 * Keyboard only: every action is a key press (page.keyboard); locators only read where the focus is. At every
 * Tab stop the focus must be visible (support/keyboard.ts).
 */

const PASSWORD = 'Keyboard@2026';
const contact = (page: Page) => page.getByRole('group', { name: 'Primary contact 1' });
const tpoEmail = (page: Page) => page.getByRole('textbox', { name: 'Official email', exact: true });

test.describe('keyboard only', () => {
  test('the college form from empty to the success dialog, the OTP included', async ({ page }) => {
    test.slow(); // a whole form typed key by key, and a verification
    const email = `keys.${Date.now().toString(36)}@college.test`;
    await page.goto('/collegeform');
    await settle(page);

    // The skip link is the first stop; it takes the focus past the header into the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The institution: typed, then picked from the suggestions with the arrow keys.
    const name = page.getByRole('combobox', { name: 'College name' });
    await typeInto(page, name, 'vellore inst');
    await expect(
      page.getByRole('option', { name: 'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE' }),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(name).toHaveAttribute('aria-activedescendant', /option-0$/);
    await page.keyboard.press('Enter');
    await expect(name).toHaveValue('VELLORE INSTITUTE OF TECHNOLOGY');
    await expect(page.getByLabel('College address')).toHaveValue(/, VELLORE, Tamil Nadu$/);

    await typeInto(page, page.getByLabel('Website'), 'https://vit.ac.in');
    // Shift+Tab goes back a field.
    await tabTo(page, page.getByLabel('University (affiliation)'), { backwards: true });
    await page.keyboard.type('Deemed University');
    await typeInto(page, page.getByLabel(/^Student strength/), '2400');

    await typeInto(page, contact(page).getByRole('textbox', { name: 'Name', exact: true }), 'Asha Menon');
    await tabTo(page, contact(page).getByLabel('Department'));
    await page.keyboard.press('ArrowDown');
    await expect(contact(page).getByLabel('Department')).toHaveValue('CSE');
    await typeInto(page, contact(page).getByRole('textbox', { name: 'Email', exact: true }), 'asha@vit.test');
    await typeInto(page, contact(page).getByLabel(/^Phone number/), '9876543210');

    await typeInto(page, page.getByLabel(/^TPO name/), 'Dr. Meera Nair');
    await typeInto(page, page.getByLabel(/^TPO phone number/), '9000000001');
    await typeInto(page, tpoEmail(page), email);

    // Verify: Enter on the button opens the OTP dialog with the focus in the first box; six digits verify.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Verify official email' })).toBeFocused();
    await page.keyboard.press('Enter');
    const otp = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(otp.getByLabel('Digit 1 of 6')).toBeFocused();
    await page.keyboard.type(await codeFromMailbox(page, email));
    const verified = page.getByRole('alertdialog', { name: 'Verify Email' });
    await expect(verified.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(verified).toBeHidden();
    // The address is done: the focus goes on to the next field, not back to the e-mail (issue 14).
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeDisabled();
    await expect(page.getByLabel(/^Password/)).toBeFocused();

    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByLabel(/^Confirm password/), PASSWORD);

    const cse = page.getByRole('checkbox', { name: 'Computer science and allied Branches' });
    await tabTo(page, cse);
    await page.keyboard.press('Space');
    await expect(cse).toBeChecked();
    await page.keyboard.press('Tab');
    const sections = page.getByRole('combobox', { name: 'Number of sections for Computer science' });
    await expect(sections).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sections).toHaveValue('2');

    const acknowledge = page.getByRole('checkbox', { name: /I have read and agree to the Privacy Policy/ });
    await tabTo(page, acknowledge);
    await page.keyboard.press('Space');
    await expect(acknowledge).toBeChecked();

    await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
    await page.keyboard.press('Enter');
    const success = page.getByRole('alertdialog', { name: 'Submission Successful' });
    await expect(success).toContainText('Your college application has been submitted successfully!');
    await expect(success.getByRole('button', { name: 'Continue to Login page' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login?type=college');
  });

  test('a dialog keeps the focus inside, closes on Escape and gives the focus back', async ({ page }) => {
    await signIn(page, demoLogin('lead@example.com'));
    await settle(page);
    const logout = page.getByRole('button', { name: 'Logout', exact: true });
    await tabTo(page, logout);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Tab and Shift+Tab cycle through the dialog's buttons only.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectFocusVisible(page);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
    await expect(page).toHaveURL('/company/dashboard');
  });
});
