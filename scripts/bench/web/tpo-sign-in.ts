import type { Page } from '@playwright/test';

const TPO = { email: 'tpo@example.com', password: 'Demo@2026' };

/** Opens the demo with the given seed query (the large campus) and signs in as its TPO, on to the dashboard. */
export async function signInAsTpo(page: Page, baseUrl: string, seedQuery: string): Promise<void> {
  await page.goto(`${baseUrl}/college/login?${seedQuery}`);
  await page.waitForFunction(() => 'portalMock' in window, undefined, { timeout: 60_000 });
  await page.getByLabel('Email').fill(TPO.email);
  await page.getByLabel('Password', { exact: true }).fill(TPO.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/college/dashboard', { timeout: 60_000 });
}
