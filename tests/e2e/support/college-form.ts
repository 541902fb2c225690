import { expect, type Page } from './test';
import { mailedCodes } from './verification';

/**
 * The college registration form (/collegeform) as the college-form specs use it: its test data, its fields
 * and groups found by their labels, and the steps that fill and submit it.
 */

export const PASSWORD = 'Campus@2026';
export const WARNING_TITLE = 'Please check the form';

export const contact = (page: Page, number: number) =>
  page.getByRole('group', { name: `Primary contact ${number}` });
export const collegeName = (page: Page) => page.getByRole('combobox', { name: 'College name' });
export const tpoEmail = (page: Page) => page.getByRole('textbox', { name: 'Official email', exact: true });
// Password inputs have no role; the labels carry a required marker, hence the anchored patterns.
export const password = (page: Page) => page.getByLabel(/^Password/);
export const confirmPassword = (page: Page) => page.getByLabel(/^Confirm password/);
export const sectionsFor = (page: Page, branch: string) =>
  page.getByRole('combobox', { name: `Number of sections for ${branch}` });

export async function fillContact(
  page: Page,
  number: number,
  details: { name: string; email: string; phone?: string; designation?: string; department?: string },
) {
  const row = contact(page, number);
  await row.getByRole('textbox', { name: 'Name', exact: true }).fill(details.name);
  if (details.designation) await row.getByLabel('Designation').fill(details.designation);
  if (details.department) await row.getByLabel('Department').selectOption(details.department);
  await row.getByRole('textbox', { name: 'Email', exact: true }).fill(details.email);
  if (details.phone !== undefined) await row.getByLabel('Phone number').fill(details.phone);
}

/** Fills every field (the name typed, not picked) except the e-mail verification and the acknowledgement. */
export async function fillForm(page: Page, email: string) {
  await collegeName(page).fill('Government Engineering College');
  await page.getByLabel('Student strength').fill('1500');
  await page.getByLabel('College address').fill('Station Road, Thrissur');
  await fillContact(page, 1, { name: 'Asha Menon', email: 'asha@gec.test', phone: '9876543210' });
  await page.getByLabel('TPO name').fill('Dr. Ravi Kumar');
  await page.getByLabel('TPO phone number').fill('9123456780');
  await tpoEmail(page).fill(email);
  await password(page).fill(PASSWORD);
  await confirmPassword(page).fill(PASSWORD);
}

export async function submitForm(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

export async function expectWarning(page: Page, message: string) {
  const dialog = page.getByRole('alertdialog', { name: WARNING_TITLE });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The newest code the demo mailbox holds for an address (read once the OTP dialog is open, so it is the new one). */
export async function latestCode(page: Page, email: string): Promise<string> {
  const code = (await mailedCodes(page, email)).at(-1);
  if (!code) throw new Error(`No code in the demo mailbox for ${email}`);
  return code;
}

/** Verifies again an address that already has a code toast on screen: the newest mail holds the valid code. */
export async function verifyAgain(page: Page, email: string) {
  await page.getByRole('button', { name: 'Verify official email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Digit 1 of 6').pressSequentially(await latestCode(page, email));
  await expect(page.getByRole('button', { name: 'Official email verified' })).toBeVisible();
}

/** Records the JSON bodies the page sends to a path (the mock answers inside the page, out of Playwright's sight). */
export async function recordRequests(page: Page, pathSuffix: string) {
  await page.addInitScript((suffix) => {
    const sent: unknown[] = [];
    Object.assign(window, { __sentBodies: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith(suffix) && typeof init?.body === 'string') sent.push(JSON.parse(init.body));
      return original(input, init);
    };
  }, pathSuffix);
  return async () =>
    page.evaluate(() => (window as unknown as { __sentBodies: Record<string, unknown>[] }).__sentBodies);
}
