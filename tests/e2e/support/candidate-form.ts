import { expect, type Page } from './test';
import type { CandidateType } from '../../../src/lib/user-types';
import { field } from './field';
import { verifyEmail } from './verification';

/**
 * The candidate registration forms (/register/:type) as the candidate-form specs use them: their test data,
 * and the steps that open, fill and submit a form.
 */

// --- test data -------------------------------------------------------------

export const PASSWORD = 'Career@2026';
export const RVCE = 'R.V. COLLEGE OF ENGINEERING, BANGALORE URBAN';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function pdf(name = 'resume.pdf'): FilePayload {
  const text = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** The three candidate forms: route value, its short alias, page heading and numbered section titles. */
export const TYPES = [
  {
    type: 'student-college',
    short: 'student',
    heading: 'Student Registration',
    sections: ['Basic Details', 'Academic Details', 'Skills & Resume'],
  },
  {
    type: 'jobseeker-fresher',
    short: 'fresher',
    heading: 'JobSeeker - Fresher Registration',
    sections: ['Basic Details', 'Education Details', 'Skills/Interests', 'Resume Upload'],
  },
  {
    type: 'working-professional',
    short: 'professional',
    heading: 'Working Professional Registration',
    sections: ['Basic Details', 'Professional Information', 'Skills/Interests', 'Resume Upload'],
  },
] as const;

// --- page helpers ----------------------------------------------------------

export const registerButton = (page: Page) =>
  page.locator('form').getByRole('button', { name: 'Register', exact: true });
export const resumeInput = (page: Page) => field(page, 'Resume');

/** Opens a page of the app; the first load also starts the mock backend's worker, so it may take a while. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Verifies the typed e-mail through the demo mailbox and closes the candidate's 'Email Verified!' view. */
export async function verifyCandidateEmail(page: Page, email: string) {
  await verifyEmail(page, 'Verify email', email);
  const done = page.getByRole('alertdialog', { name: 'Email Verified!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();
}

export async function fillBasicDetails(page: Page, email: string, name = 'Asha Menon') {
  await field(page, 'Full name').fill(name);
  await field(page, 'Phone number').fill('9876543210');
  await field(page, 'Email').fill(email);
  await verifyCandidateEmail(page, email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
}

export async function pickCollege(page: Page, typed: string, option: string) {
  await page.getByRole('combobox', { name: 'College' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: 'College' })).toHaveValue(option);
}

export async function fillTypeDetails(page: Page, type: CandidateType) {
  if (type === 'student-college') {
    await pickCollege(page, 'r v coll', RVCE);
    await field(page, 'Year of study').selectOption('3rd Year');
    await field(page, 'Joining year').selectOption('2023');
    await field(page, 'Branch').selectOption('IOT');
  } else if (type === 'jobseeker-fresher') {
    await field(page, 'Degree').selectOption("Bachelor's Degree");
    await field(page, 'Pass-out year').selectOption('2025');
    await field(page, 'Branch').selectOption('Others');
    await field(page, 'Your branch').fill('Mechatronics');
    await resumeInput(page).setInputFiles(pdf());
  } else {
    await field(page, 'Current company').fill('Voltline Embedded');
    await field(page, 'Current role').fill('Firmware Engineer');
    await field(page, 'Experience').selectOption('2-3');
    await resumeInput(page).setInputFiles(pdf());
  }
  await field(page, 'Skills').fill('Embedded C, PCB design');
}

/** Clicks Register and returns the warning dialog, after checking its message; closes it with OK. */
export async function expectWarning(page: Page, message: string) {
  await registerButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Check your details' });
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Records the multipart bodies the page sends to /api/register (files as 'file <name>'). */
export async function recordRegistrations(page: Page) {
  await page.addInitScript(() => {
    const sent: Record<string, string>[] = [];
    Object.assign(window, { sentRegistrations: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/register') && init?.body instanceof FormData) {
        const fields: Record<string, string> = {};
        init.body.forEach((value, key) => {
          fields[key] = typeof value === 'string' ? value : `file ${value.name}`;
        });
        sent.push(fields);
      }
      return original(input, init);
    };
  });
}

export async function sentRegistration(page: Page): Promise<Record<string, string>> {
  const read = () =>
    page.evaluate(
      () => (window as unknown as { sentRegistrations: Record<string, string>[] }).sentRegistrations,
    );
  await expect.poll(async () => (await read()).length).toBe(1);
  return (await read())[0] ?? {};
}
