import { expect, test, type Locator, type Page } from './support/test';
import { encodeResetToken } from '../../src/lib/reset-token';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { settle } from './support/axe';
import { field } from './support/field';
import { verifyEmail } from './support/verification';

/**
 * Focus on submit (src/ui/form/submit-focus.ts): a submit with problems takes the focus to the first field it is
 * about, in page order, marked aria-invalid; a submit that opens a dialog puts the focus in the dialog, and
 * closing it brings the focus to that field.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

async function expectFocusedAndInvalid(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
}

/** Submits, expects the warning dialog to hold the focus, closes it with Enter, and returns. */
async function submitIntoWarning(page: Page, submit: Locator, title: string) {
  await submit.click();
  const warning = page.getByRole('alertdialog', { name: title });
  await expect(warning.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
}

test.describe('focus on submit', () => {
  test('sign-in: the field the red box is about, in page order; a refused password keeps the focus', async ({
    page,
  }) => {
    await open(page, '/login');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    const alert = page.getByRole('alert');
    await signInButton.click();
    await expect(alert).toHaveText('Please select account type');
    await expectFocusedAndInvalid(page.getByLabel('Account type'));

    await page.getByLabel('Account type').selectOption({ label: 'Student (College)' });
    await signInButton.click();
    await expect(alert).toHaveText('Please fill in all fields');
    await expectFocusedAndInvalid(page.getByLabel('Email'));
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('student@example');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(alert).toHaveText('Please enter a valid email address');
    await expectFocusedAndInvalid(page.getByLabel('Email'));
    // Editing the field clears its mark.
    await page.getByLabel('Email').fill('student@example.com');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'false');

    // The server refuses the password: no field to blame, the focus stays on the button (never lost).
    await signInButton.click();
    await expect(alert).toHaveText('Invalid email or password');
    await expect(signInButton).toBeFocused();
  });

  test('forgot and reset password', async ({ page }) => {
    await open(page, '/company/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your company email');
    await expectFocusedAndInvalid(page.getByLabel('Company email'));

    await open(page, `/reset-password/${encodeResetToken({ type: 'company', email: 'lead@example.com' })}`);
    const reset = page.getByRole('button', { name: 'Reset password' });
    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expectFocusedAndInvalid(newPassword);
    await newPassword.fill('Strong@2026');
    await reset.click();
    await expectFocusedAndInvalid(confirm);
    await confirm.fill('Strong@2027');
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText("Passwords don't match");
    await expectFocusedAndInvalid(confirm);
    await newPassword.fill('weakpass');
    await confirm.fill('weakpass');
    await reset.click();
    await expect(page.getByRole('alert')).toContainText('Password must be at least 8 characters');
    await expectFocusedAndInvalid(newPassword);
  });

  test('college form: the warning takes the focus, then the first invalid field in page order', async ({
    page,
  }) => {
    await open(page, '/collegeform');
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await submitIntoWarning(page, submit, 'Please check the form');
    await expectFocusedAndInvalid(page.getByRole('combobox', { name: 'College name' }));

    // With the name right, the next field in page order whose rule fails.
    await page.getByRole('combobox', { name: 'College name' }).fill('Government Engineering College');
    await submitIntoWarning(page, submit, 'Please check the form');
    await expectFocusedAndInvalid(page.getByLabel(/^Student strength/));
  });

  test('candidate form: the field each check is about', async ({ page }) => {
    const email = `focus.${Date.now().toString(36)}@fresher.test`;
    await open(page, '/register/fresher');
    const register = page.locator('form').getByRole('button', { name: 'Register', exact: true });
    // The first check is the e-mail's verification.
    await submitIntoWarning(page, register, 'Check your details');
    await expect(field(page, 'Email')).toBeFocused();

    await field(page, 'Email').fill(email);
    await verifyEmail(page, 'Verify email', email);
    await page
      .getByRole('alertdialog', { name: 'Email Verified!' })
      .getByRole('button', { name: 'OK' })
      .click();
    // Name and phone are missing: the first of them on the page.
    await field(page, 'Password').fill('Focus@2026');
    await field(page, 'Confirm password').fill('Focus@2026');
    await submitIntoWarning(page, register, 'Check your details');
    await expectFocusedAndInvalid(field(page, 'Full name'));
  });

  test('dashboard forms: post a job', async ({ page }) => {
    await signIn(page, demoLogin('lead@example.com'));
    await open(page, '/company/postjob');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expectFocusedAndInvalid(page.getByLabel(/^Role/));
    await page.getByLabel(/^Role/).selectOption({ label: 'Embedded Developer' });
    await page.getByRole('button', { name: 'Post job' }).click();
    await expectFocusedAndInvalid(page.getByLabel(/^Job title/));
  });

  test('dashboard forms: upload a resume', async ({ page }) => {
    await signIn(page, demoLogin('fresher@example.com'));
    await open(page, '/student/resume');
    await page.getByRole('button', { name: /^Upload/ }).click();
    await expectFocusedAndInvalid(page.getByLabel('New resume file'));
  });
});
