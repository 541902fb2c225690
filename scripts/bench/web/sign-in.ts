import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../mocks/db/seed';
import { paths } from '../../../src/lib/routes';

/** A seeded account of each role the benchmark signs in as, with the sign-in page of its type. */
export const DEMO_LOGINS = {
  student: { page: `${paths.login}?type=student-college`, email: 'student@example.com' },
  tpo: { page: paths.collegeLogin, email: 'tpo@example.com' },
  company: { page: paths.companyLogin, email: 'lead@example.com' },
} as const;

export type DemoRole = keyof typeof DEMO_LOGINS;

/**
 * Signs in through the sign-in form, as a person does, and waits for the dashboard. `query` is added to the
 * sign-in page's address: the demo's seed choice (`mockSeed=large`); the mock backend is then
 * waited for before the form is filled.
 */
export async function signIn(page: Page, baseUrl: string, role: DemoRole, query = ''): Promise<void> {
  const login = DEMO_LOGINS[role];
  await page.goto(`${baseUrl}${login.page}${query ? `${login.page.includes('?') ? '&' : '?'}${query}` : ''}`);
  if (query) await page.waitForFunction(() => 'portalMock' in window, undefined, { timeout: 60_000 });
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
}
