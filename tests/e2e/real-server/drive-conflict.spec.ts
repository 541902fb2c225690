import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { demoLogin } from '../support/accounts';
import { signedInDevice } from '../support/devices';
import { HARDWARE, openEditScreen } from '../support/season-drives';

/**
 * Issue 34: two TPO devices save the same drive. The second save is refused with what the first changed, and what
 * its person typed stays in the form; saving again is their choice, made with both in view.
 */
const TPO = demoLogin('tpo@example.com');

async function device(browser: Browser, errors: string[], name: string) {
  const page = await signedInDevice(browser, errors, name, TPO);
  await openEditScreen(page, HARDWARE);
  return page;
}

const save = (page: Page) => page.getByRole('button', { name: 'Save changes' }).click();

test('the second of two saves of one drive is refused with what changed, and keeps what was typed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const laptop = await device(browser, errors, 'laptop');
  const desktop = await device(browser, errors, 'desktop');

  await laptop.getByLabel('Location').fill('Mysuru');
  await save(laptop);
  await expect(laptop.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
  await expect(laptop.getByRole('main')).toContainText('Mysuru');

  await desktop.getByLabel('Job title').fill('Hardware Design Engineer (Power)');
  await save(desktop);
  await expect(desktop.getByRole('alert')).toContainText(
    'Someone else saved this drive after you opened it: they changed the location.',
  );
  await expect(desktop.getByRole('alert')).toContainText('HTTP 409 · drive_changed');
  // Nothing typed is lost: the form still holds the new title, and the server kept the other save.
  await expect(desktop.getByLabel('Job title')).toHaveValue('Hardware Design Engineer (Power)');
  await laptop.reload();
  await expect(laptop.getByRole('main')).toContainText('Mysuru');
  await expect(laptop.getByRole('heading', { level: 1, name: HARDWARE })).toBeVisible();

  // Saving again, knowing, puts the desktop's form in place.
  await save(desktop);
  await expect(
    desktop.getByRole('heading', { level: 1, name: 'Hardware Design Engineer (Power)' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
