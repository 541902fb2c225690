import { expect, test } from './support/test';
import { open, PASSWORD } from './support/candidate-form';
import { field } from './support/field';
import {
  codeFromMailbox,
  dialogOverflow,
  expectEnterInOtpBoxStaysInDialog,
  mailedCodes,
  typeOnAfterCode,
  verifyEmail,
} from './support/verification';
import { uniqueEmail } from './support/unique-email';

/**
 * The candidate registration forms' e-mail verification in the OTP dialog (registering and the submit checks
 * are in candidate-form.spec.ts, the resume and fields in candidate-form-fields.spec.ts).
 */

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

test.describe('candidate registration: e-mail verification', () => {
  test('empty e-mail, wrong code, Try Again, resend countdown, paste', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('otp');
    await open(page, '/register/fresher');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Please enter your email address first.')).toBeVisible();

    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Verify email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend verification code' })).toHaveCount(0);
    const first = await codeFromMailbox(page, email);

    // Five digits leave Verify disabled; the sixth submits by itself.
    const wrong = wrongCodeFor(first);
    await dialog.getByLabel('Digit 1 of 6').pressSequentially(wrong.slice(0, 5));
    await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await dialog.getByLabel('Digit 6 of 6').pressSequentially(wrong.slice(5));
    const failed = page.getByRole('alertdialog', { name: 'Verification Failed' });
    await expect(failed.getByText('Invalid verification code. Please try again.')).toBeVisible();
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Digit 1 of 6')).toHaveValue('');

    await page.clock.fastForward(30_000);
    // Half the wait has gone (plus however long the steps above took).
    await expect(dialog.getByText(/^Resend OTP in ([1-9]|[12]\d|30)s$/)).toBeVisible();
    await page.clock.fastForward(31_000);
    await dialog.getByRole('button', { name: 'Resend verification code' }).click();
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expect.poll(async () => (await mailedCodes(page, email)).length).toBe(2);
    const second = (await mailedCodes(page, email))[1] ?? '';

    // Pasting the whole code fills the six boxes and submits.
    await dialog.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((code) => {
      const data = new DataTransfer();
      data.setData('text', code);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, second);
    const verified = page.getByRole('alertdialog', { name: 'Email Verified!' });
    await expect(verified).toContainText(`${email} has been verified.`);
    await verified.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Email verified' })).toHaveText('Verified');

    // Editing the address makes it unverified again.
    await field(page, 'Email').fill(`x${email}`);
    await expect(page.getByRole('button', { name: 'Verify email' })).toBeEnabled();
  });

  test('Enter in an OTP box does not submit the registration', async ({ page }) => {
    await open(page, '/register/fresher');
    await field(page, 'Email').fill(uniqueEmail('enter'));
    await expectEnterInOtpBoxStaysInDialog(page, 'Verify email', 'Check your details');
  });

  test('typing on right after the sixth digit fills the next field; the address stays verified (issue 14)', async ({
    page,
  }) => {
    const email = uniqueEmail('typist');
    await open(page, '/register/fresher');
    await field(page, 'Email').fill(email);
    await typeOnAfterCode(page, 'Verify email', email, PASSWORD);
    await expect(field(page, 'Password')).toHaveValue(PASSWORD);
    await expect(field(page, 'Password')).toBeFocused();
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();
    await expect(page.getByRole('alertdialog', { name: 'Email Verified!' })).toBeHidden();

    // OK on 'Email Verified!' also leads on to the password, not back to the address.
    const other = uniqueEmail('reader');
    await field(page, 'Email').fill(other);
    await verifyEmail(page, 'Verify email', other);
    const done = page.getByRole('alertdialog', { name: 'Email Verified!' });
    await done.getByRole('button', { name: 'OK' }).press('Enter');
    await expect(field(page, 'Password')).toBeFocused();
    await page.keyboard.type('!');
    await expect(field(page, 'Password')).toHaveValue(`${PASSWORD}!`);
    await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();
  });

  test('a long address wraps inside the OTP dialog at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = uniqueEmail('a.very.long.candidate.address.that.does.not.fit.on.one.line');
    await open(page, '/register/student');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('dialog', { name: 'Verify Email' })).toContainText(email);
    expect(await dialogOverflow(page, 'Verify Email')).toBeLessThanOrEqual(0);
  });

  test('a failed send shows an error dialog', async ({ page }) => {
    await open(page, '/register/professional?mockStatus=500&mockPath=/send-otp');
    await field(page, 'Email').fill(uniqueEmail('send'));
    await page.getByRole('button', { name: 'Verify email' }).click();
    const error = page.getByRole('alertdialog', { name: 'Verification Failed' });
    await expect(error).toContainText('Forced status 500 (mock controls)');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(error).toBeHidden();
  });
});
