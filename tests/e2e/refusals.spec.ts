import { expect, test, type Page } from './support/test';
import { setMockControls } from './support/mock';
import { codeFromMailbox } from './support/verification';
import { uniqueEmail } from './support/unique-email';

/**
 * Every call whose answer carries a success flag reads `success: false` as a refusal (issue 19): the mock's
 * refuse switch answers `{ success: false, message: 'Refused (mock controls)' }` for the one call named, and the
 * person is told. (College submit's refusal is in college-form.spec.ts.)
 */
const REFUSAL = 'Refused (mock controls)';
const tpoEmail = (page: Page) => page.getByRole('textbox', { name: 'Official email', exact: true });

test.describe('a refusal through the success flag is shown, never taken for success', () => {
  test('send-otp: no OTP dialog for a code that never came; the server’s words under the field', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    await tpoEmail(page).fill(uniqueEmail('refused-send', 'college.test'));
    await setMockControls(page, { refuse: true, pathPrefix: '/send-otp' });
    await page.getByRole('button', { name: 'Verify official email' }).click();
    await expect(page.getByText(REFUSAL)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Verify Email' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verify official email' })).toHaveText('Verify');
  });

  test('send-otp on resend: the wait restarts only for a code that was sent, and a refusal says so', async ({
    page,
  }) => {
    await page.clock.install();
    const email = uniqueEmail('refused-resend', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await page.getByRole('button', { name: 'Verify official email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await codeFromMailbox(page, email);
    await page.clock.fastForward(61_000);
    await setMockControls(page, { refuse: true, pathPrefix: '/send-otp' });
    await dialog.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(dialog.getByText(REFUSAL)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeVisible();

    await setMockControls(page, {});
    await dialog.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expect(dialog.getByText(REFUSAL)).toHaveCount(0);
  });

  test('verify-otp: a refused code is an invalid one, in the form’s own words', async ({ page }) => {
    const email = uniqueEmail('refused-verify', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await page.getByRole('button', { name: 'Verify official email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(dialog).toBeVisible();
    const code = await codeFromMailbox(page, email);
    await setMockControls(page, { refuse: true, pathPrefix: '/verify-otp' });
    await dialog.getByLabel('Digit 1 of 6').pressSequentially(code);
    await expect(dialog.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Official email verified' })).toHaveCount(0);
  });

  test.describe(() => {
    // Spec section 8 asks for the failed search to be logged: the one console.error this test expects.
    test.use({ expectedErrors: [/^console\.error: College search failed/] });

    test('college search: a refused search empties the list (spec section 8: the failure is logged)', async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await page.goto('/collegeform');
      const name = page.getByRole('combobox', { name: 'College name' });
      const vit = page.getByRole('option', { name: 'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE' });
      await setMockControls(page, { refuse: true, pathPrefix: '/college/search' });
      await name.fill('vellore');
      await expect(page.getByText('Searching colleges...')).toBeVisible();
      await expect(page.getByText('Searching colleges...')).toBeHidden();
      await expect(page.getByRole('option', { name: /VELLORE/ })).toHaveCount(0);

      // The same search answered: the suggestion is there.
      await setMockControls(page, {});
      await name.fill('vellore institute');
      await expect(vit).toBeVisible();
      expect(logged.filter((line) => line.startsWith('College search failed'))).toHaveLength(1);
    });
  });
});
