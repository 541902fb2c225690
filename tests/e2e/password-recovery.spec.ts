import { expect, test } from './support/test';
import { demoLogin } from './support/accounts';
import { fillSignIn } from './support/auth';
import { setMockControls } from './support/mock';

test.describe('password recovery', () => {
  test('forgot → demo mailbox link → reset → sign in with the new password', async ({ page }) => {
    await page.goto('/company/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/company/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your company email');

    await page.getByLabel('Company email').fill('hr@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/company/login');

    await page.getByRole('button', { name: 'Open reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\//);
    await expect(page.getByText('Choose a new password for hr@example.com.')).toBeVisible();

    const reset = page.getByRole('button', { name: 'Reset password' });
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('New password', { exact: true }).fill('Better@2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Better@2028');
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText("Passwords don't match");
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm password', { exact: true }).fill('weakpass');
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    );
    await page.getByLabel('New password', { exact: true }).fill('Better@2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Better@2027');
    await reset.click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
    await expect(page).toHaveURL('/company/login', { timeout: 5000 });

    await fillSignIn(page, demoLogin('lead@example.com'), 'Demo@2026');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await fillSignIn(page, demoLogin('lead@example.com'), 'Better@2027');
    await expect(page).toHaveURL('/company/dashboard');
  });

  test('the general page asks for type and e-mail, and Try again returns to the form', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('student@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Account type').selectOption({ label: 'Student (College)' });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login?type=student',
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('student@example.com');
  });

  test('an unknown address gets the same Check Your Email screen as an account, and no mail', async ({
    page,
  }) => {
    await page.goto('/college/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your college email');
    await page.getByLabel('College email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('If an account exists for nobody@example.com')).toBeVisible();
    const mailTo = await page.evaluate(() =>
      (window as unknown as { portalMock: { mailbox: () => { to: string }[] } }).portalMock
        .mailbox()
        .map((mail) => mail.to),
    );
    expect(mailTo).not.toContain('nobody@example.com');
    await expect(page.getByRole('button', { name: 'Open reset link' })).toHaveCount(0);
  });

  test('the college page shows the server’s error when sending fails', async ({ page }) => {
    await page.goto('/college/forgot-password?mockStatus=503&mockPath=/user/forgot-password');
    await page.getByLabel('College email').fill('tpo@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Forced status 503 (mock controls)');
  });

  test("no answer from the server: the spec's 'Failed to …' texts; success: the success texts", async ({
    page,
  }) => {
    await page.goto('/company/forgot-password?mockDrop=before&mockPath=/user/forgot-password');
    await page.getByLabel('Company email').fill('hr@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send reset email');

    await setMockControls(page, {});
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Check Your Email' }) });
    // The server's own message (the mock says the same for every address), else the spec's default.
    await expect(sent).toContainText(
      'If an account exists for that e-mail, a password reset link has been sent',
    );

    await page.getByRole('button', { name: 'Open reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\//);
    await setMockControls(page, { drop: 'before', pathPrefix: '/user/reset-password' });
    await page.getByLabel('New password', { exact: true }).fill('Better@2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Better@2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to reset password');

    await setMockControls(page, {});
    await page.getByRole('button', { name: 'Reset password' }).click();
    const done = page.getByRole('status').filter({
      has: page.getByRole('heading', { name: 'Password Reset Successful!' }),
    });
    await expect(done).toContainText('Password reset successful');
  });

  test('an undecodable token disables the reset', async ({ page }) => {
    await page.goto('/reset-password/not-a-token');
    await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});
