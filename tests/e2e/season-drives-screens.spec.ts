import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { AuditLog, settle } from './support/axe';
import { HARDWARE, openDrive, openEditScreen, openOpenRound, VALIDATION } from './support/season-drives';

/** The drive screens at a phone's width, and every new screen under axe (the flows are in season-drives.spec.ts). */
const TPO = demoLogin('tpo@example.com');
const COMPANY = demoLogin('lead@example.com');

test.describe('season drives: the applicants table on a phone', () => {
  test('at 375 px each applicant is a card: name and roll number shown in full, pickable and sortable', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, TPO);
    await openDrive(page, '/college/drives', 'Rounds in progress', VALIDATION);
    await openOpenRound(page);
    const table = page.getByRole('region', { name: 'Applicants of this drive' });
    const first = table.getByRole('row').nth(1);
    const name = first.getByRole('link');
    const roll = first.getByRole('cell').nth(2);
    await expect(roll).toHaveText(/^[0-9A-Z]{6,}$/);
    // Wholly on screen once the card is scrolled to (not off to the side of the table's box, nor cut off by it).
    await first.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport({ ratio: 1 });
    await expect(roll).toBeInViewport({ ratio: 1 });
    for (const cell of [name, roll])
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    const applicant = (await name.textContent())!.trim();
    await first.getByRole('checkbox', { name: `Pick ${applicant}` }).check();
    await expect(page.getByRole('status').filter({ hasText: /applicants? match/ })).toContainText('1 picked');

    // The column headers are the sort buttons on a phone too; the server sorts (a number column, highest first).
    await table.getByRole('button', { name: 'CGPA', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'CGPA' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByRole('status').filter({ hasText: /applicants? match/ })).toBeVisible();
    const cgpas = await table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .evaluateAll((rows) =>
        rows.slice(0, 4).map((row) => Number(row.querySelectorAll('td')[4]?.textContent)),
      );
    expect(cgpas.length).toBeGreaterThan(1);
    expect(cgpas.every((cgpa) => cgpa > 0)).toBe(true);
    expect(cgpas).toEqual([...cgpas].sort((a, b) => b - a));

    await settle(page);
    const log = new AuditLog();
    await log.check(page, 'round at 375 px');
    log.expectClean();
    await shoot(page, 'tpo-round-phone');
  });
});

/** Saves the screen at phone and desktop widths into screenshots/ (looked at by hand; not an assertion). */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `screenshots/season-${name}-${width}.png`, fullPage: true });
  }
}

test.describe('season drives: every new screen', () => {
  test('the TPO screens pass axe and are photographed at 375 and 1280 px', async ({ page }) => {
    test.slow();
    const log = new AuditLog();
    await signIn(page, TPO);
    const screens: [string, () => Promise<void>][] = [
      ['season', () => page.goto('/college/season').then(() => undefined)],
      ['policy', () => page.goto('/college/policy').then(() => undefined)],
      ['drives', () => page.goto('/college/drives').then(() => undefined)],
      ['new-drive', () => page.goto('/college/drives/new').then(() => undefined)],
      ['edit-drive', () => openEditScreen(page, HARDWARE)],
      ['drive', () => openDrive(page, '/college/drives', 'Rounds in progress', VALIDATION)],
      ['round', () => openOpenRound(page).then(() => undefined)],
      [
        'student',
        async () => {
          await page
            .getByRole('region', { name: 'Applicants of this drive' })
            .getByRole('link')
            .first()
            .click();
        },
      ],
    ];
    for (const [name, open] of screens) {
      await open();
      await settle(page);
      await log.check(page, name);
      await shoot(page, `tpo-${name}`);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    log.expectClean();
  });

  test('the company screens pass axe and are photographed at 375 and 1280 px', async ({ page }) => {
    test.slow();
    const log = new AuditLog();
    await signIn(page, COMPANY);
    const screens: [string, () => Promise<void>][] = [
      ['drives', () => page.goto('/company/drives').then(() => undefined)],
      ['propose', () => page.goto('/company/drives/propose').then(() => undefined)],
      ['drive', () => openDrive(page, '/company/drives', 'Rounds in progress', VALIDATION)],
      ['round', () => openOpenRound(page).then(() => undefined)],
    ];
    for (const [name, open] of screens) {
      await open();
      await settle(page);
      await log.check(page, name);
      await shoot(page, `company-${name}`);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    log.expectClean();
  });
});
