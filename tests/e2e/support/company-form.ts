import { expect, type Locator, type Page } from './test';
import { verifyEmail } from './verification';

/**
 * The company registration form (/companyform) as the company-form specs use it: its test data, its groups
 * found by their names, and the steps that fill, verify and submit it.
 */

export const PASSWORD = 'Strong@2026';
export const LEAD = { name: 'Asha Menon', email: 'asha.lead@acme-devices.in', phone: '9876543210' };
export const HR = { name: "Ravi D'Souza", email: 'ravi.hr@acme-devices.in', phone: '9123456780' };
export const CORRECT_FIELDS = 'Please correct the highlighted fields before submitting.';

export const technical = (page: Page) => page.getByRole('group', { name: 'Technical Lead' });
export const hr = (page: Page) => page.getByRole('group', { name: 'HR Contact Information' });
export const jobPost = (page: Page, number: number) =>
  page.getByRole('group', { name: `Job post ${number}` });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

/** Opens the form; the first visit installs the demo's service worker (mock backend) before the page renders. */
export async function openCompanyForm(page: Page) {
  await page.goto('/companyform');
  await expect(page.getByRole('heading', { level: 1, name: 'Industry Connect' })).toBeVisible({
    timeout: 15_000,
  });
}

export async function fillCompanyDetails(page: Page) {
  await page.getByLabel('Company name').fill('Acme Devices (India) Pvt. Ltd.');
  await page.getByLabel('Website').fill('https://www.acme-devices.in');
  await page.getByLabel('Number of employees').selectOption('26-50');
  await page.getByLabel('Company address').fill('12 MG Road, Bengaluru');
}

export async function fillContact(
  group: Locator,
  prefix: 'Technical lead' | 'HR',
  person: { name: string; email: string; phone?: string },
  designation: string,
) {
  await group.getByLabel(`${prefix} name`).fill(person.name);
  await group
    .getByLabel(prefix === 'HR' ? 'HR designation' : 'Designation')
    .selectOption({ label: designation });
  await group.getByRole('textbox', { name: `${prefix} email`, exact: true }).fill(person.email);
  if (person.phone) await group.getByLabel(`${prefix} phone`).fill(person.phone);
}

export async function fillPasswords(page: Page, password: string, confirmation = password) {
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(confirmation);
}

async function fillJobPost(post: Locator) {
  await post.getByLabel('Role').selectOption({ label: 'Firmware Developer' });
  await post.getByLabel('Job title').fill('Firmware Engineer');
  await post.getByLabel('Job description').fill('Bare-metal C on ARM Cortex-M.');
  await post.getByLabel('Minimum salary').selectOption({ label: '4.5 LPA' });
  await post.getByLabel('Maximum salary').selectOption({ label: '8 LPA' });
}

/** Verifies an e-mail through the OTP dialog and waits until the field shows it as verified. */
export async function verify(page: Page, label: 'Technical lead email' | 'HR email', email: string) {
  await verifyEmail(page, `Verify ${label.toLowerCase()}`, email);
  await expect(page.getByRole('button', { name: `${label} verified` })).toBeDisabled({ timeout: 5000 });
  // The success message closes by itself after 2 seconds; the page behind it is inert until then.
  await expect(page.getByText('Email verified successfully')).toBeHidden({ timeout: 5000 });
}

/** Everything filled in and both e-mails verified: the form is ready to send. */
export async function fillCompleteForm(page: Page) {
  await fillCompanyDetails(page);
  await fillContact(technical(page), 'Technical lead', LEAD, 'CTO');
  await fillContact(hr(page), 'HR', HR, 'Manager');
  await verify(page, 'Technical lead email', LEAD.email);
  await verify(page, 'HR email', HR.email);
  await fillPasswords(page, PASSWORD);
  await fillJobPost(jobPost(page, 1));
  await page.getByLabel('I have read and agree to the Privacy Policy.').check();
}

/** Presses Submit, expects the warning, closes it with OK. */
export async function expectSubmitWarning(page: Page, message: string) {
  await submitButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Please check the form' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
