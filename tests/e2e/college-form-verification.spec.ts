import { expect, test, type Locator } from './support/test';
import { latestCode, password, PASSWORD, tpoEmail, WARNING_TITLE } from './support/college-form';
import {
  codeFromMailbox,
  dialogOverflow,
  expectEnterInOtpBoxStaysInDialog,
  typeOnAfterCode,
} from './support/verification';
import { uniqueEmail } from './support/unique-email';

/**
 * The college registration form's TPO e-mail verification in the OTP dialog (registering and the submit
 * checks are in college-form.spec.ts).
 */

async function expectEmpty(boxes: Locator) {
  for (let index = 0; index < 6; index += 1) await expect(boxes.nth(index)).toHaveValue('');
}

test.describe('college registration form', () => {
  test('OTP: wrong code, countdown and resend, paste, and editing the verified e-mail', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('otp', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await page.getByRole('button', { name: 'Verify official email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    const boxes = dialog.getByRole('textbox');
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    const code = await codeFromMailbox(page, email);

    // Five digits do not enable Verify; the sixth submits by itself.
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('Digit 1 of 6').pressSequentially(wrong.slice(0, 5));
    await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await dialog.getByLabel('Digit 6 of 6').press(wrong.charAt(5));
    await expect(dialog.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expectEmpty(boxes);

    await page.clock.fastForward('01:00');
    const resend = dialog.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeVisible();
    await dialog.getByLabel('Digit 1 of 6').pressSequentially('12');
    await resend.click();
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expectEmpty(boxes);

    const resent = await latestCode(page, email);
    expect(resent).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Digit 1 of 6').evaluate(
      (box, pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `Code: ${resent ?? ''}`,
    );
    await expect(page.getByText('Email verified successfully')).toBeVisible();
    await page.clock.fastForward(2000);
    await expect(page.getByRole('alertdialog', { name: 'Verify Email' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeDisabled();
    await expect(page.getByText('✓ Email verified')).toBeVisible();

    await tpoEmail(page).press('End');
    await tpoEmail(page).press('Backspace');
    await expect(page.getByRole('button', { name: 'Verify official email' })).toHaveText('Verify');
    await expect(page.getByText('✓ Email verified')).toBeHidden();
  });

  test('typing on right after the sixth digit fills the next field; the address stays verified (issue 14)', async ({
    page,
  }) => {
    const email = uniqueEmail('typist', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await typeOnAfterCode(page, 'Verify official email', email, PASSWORD);
    await expect(password(page)).toHaveValue(PASSWORD);
    await expect(password(page)).toBeFocused();
    await expect(tpoEmail(page)).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeDisabled();
    await expect(page.getByText('Email verified successfully')).toBeHidden();
  });

  test('a long address wraps inside the OTP dialog at 375 px (issue 14)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = uniqueEmail(
      'training.and.placement.officer.for.the.department.of.electronics',
      'college.test',
    );
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await page.getByRole('button', { name: 'Verify official email' }).click();
    await expect(page.getByRole('dialog', { name: 'Verify Email' })).toContainText(email);
    expect(await dialogOverflow(page, 'Verify Email')).toBeLessThanOrEqual(0);
  });

  test('Enter in an OTP box does not submit the form', async ({ page }) => {
    const email = uniqueEmail('enter', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await expectEnterInOtpBoxStaysInDialog(page, 'Verify official email', WARNING_TITLE);
    await expect(page.getByText('College name is required')).toHaveCount(0);
  });
});
