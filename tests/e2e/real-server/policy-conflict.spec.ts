import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { demoLogin } from '../support/accounts';
import { signedInDevice } from '../support/devices';

/**
 * Issue 34: two TPO devices save the season policy. The second save is refused with what the first changed, what
 * its person chose stays in the form, and saving again is their choice. Only the absences rule changes, which no
 * other real-server spec relies on.
 */
const TPO = demoLogin('tpo@example.com');
const ABSENCES = 'Absences that block a student';

async function device(browser: Browser, errors: string[], name: string) {
  const page = await signedInDevice(browser, errors, name, TPO);
  await page.goto('/college/policy');
  await expect(page.getByLabel(ABSENCES)).toBeVisible();
  return page;
}

const save = (page: Page) => page.getByRole('button', { name: 'Save as a new version' }).click();
const versionHeading = (page: Page, version: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Version ${version}, in force since`) });

test('the second of two saves of the season policy is refused with what changed, and keeps what was chosen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const laptop = await device(browser, errors, 'laptop');
  const desktop = await device(browser, errors, 'desktop');
  const opened = Number(
    /Version (\d+)/.exec((await laptop.getByRole('heading', { level: 2 }).first().innerText())!)![1],
  );

  await laptop.getByLabel(ABSENCES).selectOption('3');
  await save(laptop);
  await expect(versionHeading(laptop, opened + 1)).toBeVisible();

  await desktop.getByLabel(ABSENCES).selectOption('4');
  await save(desktop);
  await expect(desktop.getByRole('alert')).toContainText(
    `Someone else saved the season policy after you opened it (version ${opened + 1} now): they changed the absences that block a student.`,
  );
  // Nothing chosen is lost, and the other save stands.
  await expect(desktop.getByLabel(ABSENCES)).toHaveValue('4');
  await laptop.reload();
  await expect(versionHeading(laptop, opened + 1)).toBeVisible();
  await expect(laptop.getByLabel(ABSENCES)).toHaveValue('3');
  await expect(laptop.getByText(`Version ${opened} from`)).toBeVisible();

  // Saving again, knowing, puts the desktop's choice in place as the next version.
  await save(desktop);
  await expect(versionHeading(desktop, opened + 2)).toBeVisible();
  await expect(desktop.getByLabel(ABSENCES)).toHaveValue('4');
  // Both saves are in the history, the other person's among the earlier versions.
  await expect(desktop.getByText(`Version ${opened + 1} from`)).toBeVisible();
  await expect(desktop.getByText("None: this is the season's first policy.")).toHaveCount(0);
  expect(errors).toEqual([]);
});
