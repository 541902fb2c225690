import { expect, type Page } from '@playwright/test';

/** Every verification code the demo mailbox holds for an address, oldest first (read from the page's mock backend). */
export function mailedCodes(page: Page, email: string): Promise<string[]> {
  return page.evaluate((to) => {
    const { portalMock } = window as unknown as {
      portalMock: { mailbox: () => readonly { to: string; code?: string }[] };
    };
    return portalMock
      .mailbox()
      .filter((message) => message.to === to && message.code)
      .map((message) => message.code ?? '');
  }, email);
}

/**
 * The newest 6-digit code the demo mailbox sent to an address, checked against what the person sees: a toast
 * showing exactly that code. (Several code toasts can be on screen at once; the newest is the one that counts.)
 */
export async function codeFromMailbox(page: Page, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  let code = '';
  await expect
    .poll(async () => {
      code = (await mailedCodes(page, address)).at(-1) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await expect(page.getByText(`Demo mailbox: verification code ${code} sent to ${address}`)).toBeVisible();
  return code;
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

/**
 * Opens the OTP dialog for the e-mail already typed, types two digits and presses Enter: the dialog must stay,
 * with the focus in the third box, and the registration form around it must not have been submitted (no
 * warning dialog titled `formWarningTitle`).
 */
export async function expectEnterInOtpBoxStaysInDialog(
  page: Page,
  verifyButtonName: string,
  formWarningTitle: string,
) {
  await page.getByRole('button', { name: verifyButtonName }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await dialog.getByLabel('Digit 1 of 6').pressSequentially('12');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Digit 3 of 6')).toBeFocused();
  await expect(page.getByRole('alertdialog', { name: formWarningTitle })).toHaveCount(0);
}

/**
 * Verifies as a quick typist does: the sixth digit, then straight on with `text`, not waiting for the answer or
 * the success message, as if already in the next field (issue 14).
 */
export async function typeOnAfterCode(
  page: Page,
  verifyButtonName: string | RegExp,
  email: string,
  text: string,
) {
  await page.getByRole('button', { name: verifyButtonName }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(dialog).toBeVisible();
  const code = await codeFromMailbox(page, email);
  await dialog.getByLabel('Digit 1 of 6').pressSequentially(code.slice(0, 5));
  await page.keyboard.press(code.charAt(5));
  await page.keyboard.type(text);
}

/** How far the dialog's content reaches past its own width (0 when nothing overflows). */
export function dialogOverflow(page: Page, name: string) {
  return page
    .getByRole('dialog', { name })
    .evaluate((dialog) =>
      Math.max(
        dialog.scrollWidth - dialog.clientWidth,
        dialog.getBoundingClientRect().right - window.innerWidth,
      ),
    );
}
