import { expect, test, type Locator } from './support/test';
import { HR, hr, LEAD, openCompanyForm, technical, verify } from './support/company-form';
import {
  codeFromMailbox,
  expectEnterInOtpBoxStaysInDialog,
  mailedCodes,
  typeOnAfterCode,
  verifyEmail,
} from './support/verification';

/**
 * The company registration form's e-mail verification in the OTP dialog, for the technical lead and the HR
 * contact (registering and the submit checks are in company-form.spec.ts).
 */

/**
 * The seconds the OTP dialog's 'Resend OTP in {n}s' shows. The clock keeps running while the test works, so
 * tests compare against a range rather than one exact second.
 */
async function resendWaitSeconds(dialog: Locator): Promise<number> {
  const countdown = dialog.getByText(/^Resend OTP in \d+s$/);
  await expect(countdown).toBeVisible();
  return Number(/(\d+)s$/.exec((await countdown.textContent()) ?? '')?.[1]);
}

test.describe('company registration form', () => {
  test.beforeEach(({ page }) => openCompanyForm(page));

  test('OTP: existence check, wrong code, resend countdown, paste and auto-submit', async ({
    page,
    context,
  }) => {
    test.slow(); // a verification with its 2-second confirmation, plus two code deliveries
    await page.goto('/companyform');
    const email = technical(page).getByRole('textbox', { name: 'Technical lead email', exact: true });
    const verifyButton = page.getByRole('button', { name: 'Verify technical lead email' });
    // The fake clock (for the resend countdown) goes in once the form is there: it would slow the page's start.
    await expect(email).toBeVisible();
    await page.clock.install();

    // An address that already has an account is refused before any code is sent.
    await expect(verifyButton).toBeDisabled();
    await email.fill('lead@example.com');
    await verifyButton.click();
    await expect(technical(page).getByText('Email already registered')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Verify Email' })).toBeHidden();

    await email.fill(LEAD.email);
    await verifyButton.click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(dialog).toContainText(LEAD.email);
    const firstCode = await codeFromMailbox(page, LEAD.email);
    expect(await mailedCodes(page, LEAD.email)).toEqual([firstCode]);
    expect(await resendWaitSeconds(dialog)).toBeGreaterThanOrEqual(50);

    // The Verify button waits for six digits; a wrong sixth digit submits at once and is refused.
    const box1 = dialog.getByLabel('Digit 1 of 6');
    const wrongCode = firstCode.slice(0, 5) + (firstCode.endsWith('9') ? '0' : '9');
    await box1.pressSequentially(wrongCode.slice(0, 5));
    await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await page.keyboard.type(wrongCode.slice(5));
    await expect(dialog.getByText('Invalid verification code. Please try again.')).toBeVisible();
    await expect(box1).toHaveValue('');

    // After 60 seconds the code can be sent again, and the wait starts over.
    await page.clock.fastForward('00:30');
    expect(await resendWaitSeconds(dialog)).toBeLessThanOrEqual(30);
    await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeHidden();
    await page.clock.fastForward('00:31');
    await dialog.getByRole('button', { name: 'Resend OTP' }).click();
    expect(await resendWaitSeconds(dialog)).toBeGreaterThanOrEqual(50);
    await expect(dialog.getByText('Invalid verification code. Please try again.')).toBeHidden();
    await expect.poll(async () => (await mailedCodes(page, LEAD.email)).length).toBe(2);
    const secondCode = (await mailedCodes(page, LEAD.email))[1] ?? '';

    // Pasting the whole code fills the boxes and submits it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((code) => navigator.clipboard.writeText(code), secondCode);
    await box1.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByText('Email verified successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Technical lead email verified' })).toBeDisabled();
    await expect(page.getByText('Email verified successfully')).toBeHidden({ timeout: 5000 });
    await expect(technical(page).getByText('✓ Email verified', { exact: true })).toBeVisible();

    // Editing the verified address makes it unverified again.
    await email.fill('asha.other@acme-devices.in');
    await expect(verifyButton).toBeEnabled();
  });

  test('Enter in an OTP box does not submit the form', async ({ page }) => {
    await page.goto('/companyform');
    await technical(page)
      .getByRole('textbox', { name: 'Technical lead email', exact: true })
      .fill(LEAD.email);
    await expectEnterInOtpBoxStaysInDialog(page, 'Verify technical lead email', 'Please check the form');
  });

  test('the HR e-mail has its own verification and existence check', async ({ page }) => {
    test.slow(); // a verification with its 2-second confirmation
    const email = hr(page).getByRole('textbox', { name: 'HR email', exact: true });
    await email.fill('hr@example.com');
    await page.getByRole('button', { name: 'Verify hr email' }).click();
    await expect(hr(page).getByText('Email already registered')).toBeVisible();
    await email.fill(HR.email);
    await verify(page, 'HR email', HR.email);
    // The technical lead's address is still unverified.
    await expect(page.getByRole('button', { name: 'Verify technical lead email' })).toBeVisible();
  });

  test('typing on right after the sixth digit fills the next field; the address stays verified (issue 14)', async ({
    page,
  }) => {
    const group = technical(page);
    const email = group.getByRole('textbox', { name: 'Technical lead email', exact: true });
    await email.fill(LEAD.email);
    await typeOnAfterCode(page, 'Verify technical lead email', LEAD.email, LEAD.phone);
    await expect(group.getByLabel('Technical lead phone')).toHaveValue(LEAD.phone);
    await expect(group.getByLabel('Technical lead phone')).toBeFocused();
    await expect(email).toHaveValue(LEAD.email);
    await expect(page.getByRole('button', { name: 'Technical lead email verified' })).toBeDisabled();

    // Waiting instead: the message closes by itself after 2 s and the focus is in the next field, not the address.
    await hr(page).getByRole('textbox', { name: 'HR email', exact: true }).fill(HR.email);
    await verifyEmail(page, 'Verify hr email', HR.email);
    await expect(page.getByText('Email verified successfully')).toBeVisible();
    await expect(page.getByText('Email verified successfully')).toBeHidden({ timeout: 5000 });
    await expect(hr(page).getByLabel('HR phone')).toBeFocused();
    await page.keyboard.type(HR.phone);
    await expect(hr(page).getByLabel('HR phone')).toHaveValue(HR.phone);
    await expect(page.getByRole('button', { name: 'HR email verified' })).toBeDisabled();
  });
});
