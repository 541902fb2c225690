import { expect, type Page } from '@playwright/test';

/** The 6-digit code the demo mailbox toast shows for an address. */
export async function codeFromMailbox(page: Page, email: string): Promise<string> {
  const toast = page
    .getByText(new RegExp(`Demo mailbox: verification code \\d{6} sent to ${email.replace(/[.+]/g, '\\$&')}`))
    .last();
  await expect(toast).toBeVisible();
  const match = /verification code (\d{6})/.exec((await toast.textContent()) ?? '');
  if (!match?.[1]) throw new Error(`No code in the mailbox for ${email}`);
  return match[1];
}

/**
 * Verifies the e-mail typed in a field as a person would: press its Verify button, read the code from the
 * demo mailbox, type it into the OTP dialog (the sixth digit submits).
 */
export async function verifyEmail(page: Page, verifyButtonName: string | RegExp, email: string) {
  await page.getByRole('button', { name: verifyButtonName }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(dialog).toBeVisible();
  const code = await codeFromMailbox(page, email);
  await dialog.getByLabel('Digit 1 of 6').pressSequentially(code);
}
