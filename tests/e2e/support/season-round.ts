import { expect, type Locator, type Page } from './test';
import { demoLogin } from './accounts';
import { signIn } from './auth';

/**
 * The round results screens on the demo build's seeded season (mocks/db/seed-season.ts), as the round-results
 * specs use them: who signs in, Voltline's running drive, the applicants table's filters and rows, and calls made
 * from the page to the mock backend.
 */
export const TPO = demoLogin('tpo@example.com');
export const VOLTLINE = demoLogin('lead@example.com');
/** Voltline's running drive: round 1 (the test) is published; the demo student is shortlisted for round 2. */
export const VALIDATION = 'Firmware Validation Engineer';
export const VALIDATION_ID = 'drv-voltline-validation';
/** The demo student, CSE. */
export const ANANYA = { name: 'Ananya Rao', roll: '1RV22CS0001' };

/** A call to the mock backend from the page, as whoever is signed in: its status and body. */
export async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

/** A page whose mock backend answers (its list has loaded), for calls made from it. */
export async function mockReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
}

export async function openDrive(page: Page, side: 'college' | 'company', title: string, stateLabel: string) {
  await page.goto(`/${side}/drives`);
  await page.getByLabel('State').selectOption({ label: stateLabel });
  await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
}

/** Signs in as the TPO and opens the results page of round `order` of Voltline's running drive. */
export async function openValidationRoundAsTpo(page: Page, order: number) {
  await signIn(page, TPO);
  await openDrive(page, 'college', VALIDATION, 'Rounds in progress');
  await openRound(page, order);
}

/** The results page of round `order` of the open drive page. */
export async function openRound(page: Page, order: number) {
  await page
    .getByRole('region', { name: 'Rounds' })
    .getByRole('link', { name: new RegExp(`(Record results|See results|See applicants) of round ${order}$`) })
    .click();
  await tableCount(page);
}

const countStatus = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ applicants? match/ });

/** How many applicants the table's filter matches, once the table has settled. */
export async function tableCount(page: Page): Promise<number> {
  await expect(countStatus(page)).toBeVisible({ timeout: 20_000 });
  return Number((await countStatus(page).textContent())!.match(/(\d+) applicants? match/)![1]);
}

export async function filterTable(page: Page, filters: { branch?: string; status?: string; query?: string }) {
  if (filters.branch !== undefined) await page.getByLabel('Branch').selectOption({ label: filters.branch });
  if (filters.status !== undefined) await page.getByLabel('Status').selectOption({ label: filters.status });
  if (filters.query !== undefined) {
    await page.getByLabel('Name, roll number or e-mail').fill(filters.query);
    await page.getByLabel('Name, roll number or e-mail').press('Enter');
  }
  await expect(countStatus(page)).not.toContainText('Finding');
  return tableCount(page);
}

export const tableRows = (page: Page) =>
  page.getByRole('region', { name: 'Applicants of this drive' }).locator('tbody tr');

/** Name and roll number of the table's row `index`. */
export async function rowAt(page: Page, index: number) {
  const row = tableRows(page).nth(index);
  await expect(row).toBeVisible();
  return {
    row,
    name: (await row.locator('td').nth(1).textContent())!.trim(),
    roll: (await row.locator('td').nth(2).textContent())!.trim(),
  };
}

/** The demo student's row, whatever the filter was. */
export async function ananyaRow(page: Page): Promise<Locator> {
  await filterTable(page, { branch: 'Every branch', status: 'Any status', query: ANANYA.roll });
  return tableRows(page).filter({ hasText: ANANYA.roll });
}
