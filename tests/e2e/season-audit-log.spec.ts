import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { collegeDate, DEFAULT_COLLEGE_TIME_ZONE } from '../../src/lib/season/college-time';
import { collegeSeasonStudentHref, paths } from '../../src/lib/routes';
import { signIn } from './support/auth';
import { STUDENT, TPO, ownRollNumber, switchTo } from './support/season-calls';

/**
 * Issue 35, "Every decision signed": the placement officer's decisions about the demo student (Ananya Rao) appear
 * on her record in plain words, in the audit log with the officer's name and role (filtered, and the CSV is the
 * screen), and in the student's own history with the role only until the college shows names.
 */
const OFFICER = 'Dr. Meera Kulkarni';
const today = () => collegeDate(new Date().toISOString(), DEFAULT_COLLEGE_TIME_ZONE);
const main = (page: Page) => page.getByRole('main');

/** One step on the officer's page of the student, with the reason the student reads. */
async function takeStep(page: Page, step: string, reason: string) {
  const place = main(page).getByRole('region', { name: 'Place in the season' });
  await place.getByRole('button', { name: step, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${step} Ananya Rao\\?`) });
  await dialog.getByLabel('Reason (the student reads it)').fill(reason);
  await dialog.getByRole('button', { name: step, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The cells of a CSV file (quoted cells may hold commas and doubled quotes), without the byte-order mark. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)) {
    const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) =>
      (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'),
    );
    rows.push(cells.slice(0, -1));
  }
  return rows;
}

test.describe('every decision signed (issue 35)', () => {
  test('the officer’s decisions show on the student’s record, in the audit log and its CSV, and to the student', async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    const roll = await ownRollNumber(page);
    await switchTo(page, TPO);
    await page.goto(collegeSeasonStudentHref(roll));
    await expect(page.getByRole('heading', { level: 1, name: 'Ananya Rao' })).toBeVisible();
    await takeStep(page, 'Opt out', 'Confirmed a higher-studies admit');
    await takeStep(page, 'Opt in', 'The admit fell through');

    const history = main(page).getByRole('region', { name: 'History of decisions' });
    await expect(history.getByRole('listitem').first()).toHaveText(
      `Opted back in by ${OFFICER} (placement officer) on ${today()}, opted out → in the running: The admit fell through`,
    );
    await expect(history).toContainText(
      `Opted out by ${OFFICER} (placement officer) on ${today()}, in the running → opted out: Confirmed a higher-studies admit`,
    );

    await page.goto(paths.collegeAuditLog);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('Action').selectOption({ label: 'Opted out' });
    await filters.getByLabel('Student (roll number or name)').fill(roll);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/action=opted-out/);
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(1);
    const entry = cards.first();
    await expect(entry.getByRole('heading')).toHaveText('Opted out');
    await expect(entry).toContainText(OFFICER);
    await expect(entry).toContainText('placement officer');
    await expect(entry).toContainText('Confirmed a higher-studies admit');

    // The CSV holds the filtered entries, each row the card's cells.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const [headings, ...rows] = csvRows(await readFile((await (await download).path())!, 'utf8'));
    expect(headings).toEqual(['When', 'Who', 'Role', 'Action', 'Student', 'Drive', 'Change', 'Reason']);
    expect(rows).toHaveLength(1);
    const facts = await entry.locator('dd').allTextContents();
    expect(rows[0]!.filter((cell) => cell !== '' && cell !== 'Opted out')).toEqual(facts);

    // The student reads the role only, until the college shows names.
    await switchTo(page, STUDENT);
    await page.goto(paths.studentApplications);
    const own = main(page).getByRole('region', { name: 'Decisions about you' });
    await expect(own).toContainText(
      `Opted out by the placement officer on ${today()}, in the running → opted out: Confirmed a higher-studies admit`,
    );
    await expect(own).not.toContainText(OFFICER);
    await switchTo(page, TPO);
    await page.goto(paths.collegeAuditLog);
    const names = main(page).getByRole('checkbox', { name: /Show students the name/ });
    // The box shows the saved setting: it is ticked once the server has it.
    await names.click();
    await expect(names).toBeChecked();
    await expect(main(page).getByRole('article').first().getByRole('heading')).toHaveText(
      'Log settings changed',
    );
    await switchTo(page, STUDENT);
    await page.goto(paths.studentApplications);
    await expect(own).toContainText(`Opted out by ${OFFICER} (placement officer) on ${today()}`);
  });
});
