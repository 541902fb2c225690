/** The seeded season's drives as the drive e2e specs open them (season-drives*.spec.ts). */
import { expect, type Page } from '@playwright/test';

/** A drive of the seeded season (mocks/db/seed-season.ts), found in a side's drives list by state and title. */
export async function openDrive(page: Page, listPath: string, stateLabel: string, title: string) {
  await page.goto(listPath);
  await page.getByLabel('State').selectOption({ label: stateLabel });
  await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
}

/** Brightcircuit's open drive: CGPA 8.0 or more, students applied; the demo student (CGPA 7.8) fails it. */
export const HARDWARE = 'Hardware Design Engineer';

/** The TPO's edit screen of an open drive, from the drive's own "Edit drive" action. */
export async function openEditScreen(page: Page, title: string) {
  await openDrive(page, '/college/drives', 'Open for applications', title);
  await page.getByRole('link', { name: 'Edit drive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit drive' })).toBeVisible();
}

/** Voltline's running drive: its test is published, the technical interview waits for results. */
export const VALIDATION = 'Firmware Validation Engineer';

/**
 * The results page of the drive's first round still without results, and the status of the applicants in it
 * (round 1: applied; later rounds: shortlisted by the round before).
 */
export async function openOpenRound(page: Page): Promise<'Applied' | 'Shortlisted'> {
  const round = page
    .getByRole('region', { name: 'Rounds' })
    .getByRole('listitem')
    .filter({ hasText: 'No results yet' })
    .first();
  const order = Number((await round.locator('strong').textContent())!.match(/Round (\d+)/)![1]);
  await round.getByRole('link', { name: /^Record results of round/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /applicants? match/ })).toBeVisible({
    timeout: 20_000,
  });
  return order === 1 ? 'Applied' : 'Shortlisted';
}
