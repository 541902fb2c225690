import { expect, test, type Page } from './support/test';
import { signIn, signOut } from './support/auth';
import {
  ananyaRow,
  call,
  filterTable,
  mockReady,
  openDrive,
  openRound,
  openValidationRoundAsTpo,
  rowAt,
  tableCount,
  TPO,
  VALIDATION,
  VOLTLINE,
} from './support/season-round';

/**
 * Round results are previewed and deliberate (issue 25, findings 1 and 4), and found from the drive's figures, on
 * the demo build's seeded season (mocks/db/seed-season.ts). Corrections and refusals: season-corrections.spec.ts.
 */
const preview = (page: Page) => page.getByRole('region', { name: 'What publishing will do' });

test.describe('round results: previewed and deliberate', () => {
  /** Voltline's round 2 filtered to ECE shortlisted students: 3 picked to advance, 1 absent. */
  async function pickFromEce(page: Page) {
    await signIn(page, VOLTLINE);
    await openDrive(page, 'company', VALIDATION, 'Rounds in progress');
    await openRound(page, 2);
    const everyone = await filterTable(page, { status: 'Shortlisted' });
    const ece = await filterTable(page, { branch: 'ECE' });
    expect(ece).toBeGreaterThanOrEqual(4);
    expect(everyone).toBeGreaterThan(ece);
    const picked = [await rowAt(page, 0), await rowAt(page, 1), await rowAt(page, 2)];
    for (const { name, row } of picked) await row.getByRole('checkbox', { name: `Pick ${name}` }).check();
    await page.getByRole('button', { name: 'The 3 picked advance' }).click();
    const absent = await rowAt(page, 3);
    await absent.row.getByRole('checkbox', { name: `Pick ${absent.name}` }).check();
    await page.getByRole('button', { name: 'The 1 picked were absent' }).click();
    return { everyone, ece, picked, absent };
  }

  test('finding 1: publishing from a filtered view leaves everyone out of view in the round', async ({
    page,
  }) => {
    test.slow();
    await pickFromEce(page);
    await page.getByRole('button', { name: 'Publish results to students' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published:' })).toContainText(
      'Published: 3 students advanced, 1 student marked absent.',
    );
    // The demo student (CSE, out of the ECE view) is still in the round.
    await expect(await ananyaRow(page)).toContainText('Shortlisted');
  });

  test('finding 1: the outcome is previewed with names, and turning down the rest needs a confirmation naming how many', async ({
    page,
  }) => {
    test.slow();
    const { everyone, ece, picked, absent } = await pickFromEce(page);
    // Before anything is published: the outcome, with names; nobody else is turned down unless asked.
    const rest = page.getByLabel('Everyone else still in this round is not selected');
    await expect(rest).not.toBeChecked();
    const advancing = preview(page).getByRole('list', { name: 'Advance to round 3 (HR interview): 3' });
    for (const { name, roll } of picked) await expect(advancing).toContainText(`${name} (${roll}, ECE)`);
    await expect(preview(page).getByRole('list', { name: 'Absent: 1' })).toContainText(absent.name);
    await expect(preview(page)).toContainText(
      `Nobody else's result changes: the ${everyone - 4} others still in this round stay in it.`,
    );

    // Ticked: the total, how many of them are out of view, and a confirmation naming the number.
    await rest.check();
    const outside = everyone - ece;
    await expect(preview(page)).toContainText(
      `${everyone - 4} students still in this round will be told they are not selected, ${outside} of them outside the current view`,
    );
    await page.getByRole('button', { name: 'Publish results to students' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Turn down ${everyone - 4} students?` });
    await expect(confirm).toContainText(`${outside} of them are not in the current view`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published:' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish results to students' }).click();
    await confirm.getByRole('button', { name: `Publish: ${everyone - 4} not selected` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published:' })).toContainText(
      `Published: 3 students advanced, 1 student marked absent, ${everyone - 4} students not selected.`,
    );
    // Every publish is recorded: who, when, what.
    const entry = page.getByRole('region', { name: 'History of this round' }).getByRole('listitem').first();
    await expect(entry).toContainText(
      `Published by Voltline Embedded Systems (company, lead@example.com): 3 advanced, 1 absent, ${everyone - 4} not selected`,
    );
    await expect(entry).toContainText(/\d{4}, \d{1,2}:\d{2} [ap]m IST/);
  });

  test('finding 4: a pasted list is resolved to names, and unknown or out-of-round entries are listed before publishing', async ({
    page,
  }) => {
    test.slow();
    await openValidationRoundAsTpo(page, 2);
    await filterTable(page, { status: 'Shortlisted' });
    const [first, second] = [await rowAt(page, 0), await rowAt(page, 1)];
    await filterTable(page, { status: 'Not selected' });
    const out = await rowAt(page, 0);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/rounds\/[^/]+\/results$/.test(request.url()))
        posts.push(request.url());
    });

    await page
      .getByLabel('Roll numbers or e-mails')
      .fill(`${first.roll}\n${second.roll.toLowerCase()}, NOSUCH-999\n${out.roll}`);
    await page.getByRole('button', { name: 'Add 4 entries' }).click();
    const advancing = preview(page).getByRole('list', { name: 'Advance to round 3 (HR interview): 2' });
    await expect(advancing).toContainText(`${first.name} (${first.roll}`);
    await expect(advancing).toContainText(`${second.name} (${second.roll}`);
    await expect(preview(page).getByRole('list', { name: 'Match no applicant of this drive: 1' })).toHaveText(
      'NOSUCH-999',
    );
    await expect(preview(page).getByRole('list', { name: 'Not in this round: 1' })).toHaveText(
      `${out.roll}: ${out.name}, not selected in an earlier round`,
    );
    expect(posts).toEqual([]);
  });
});

test.describe('round results: found and read', () => {
  test("a drive's applicant count opens its applicants table, for the TPO and for the company", async ({
    page,
  }) => {
    test.slow();
    for (const [login, side] of [
      [TPO, 'college'],
      [VOLTLINE, 'company'],
    ] as const) {
      await signIn(page, login);
      await openDrive(page, side, VALIDATION, 'Rounds in progress');
      await page
        .getByRole('region', { name: 'The drive' })
        .getByRole('link', { name: /^\d+ applicants: open the table$/ })
        .click();
      expect(await tableCount(page)).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: 'Applicants of this drive' })).toBeVisible();
      // The company's own screen does not ask it to paste "the company's list".
      await expect(page.getByRole('heading', { name: "Or paste the company's list" })).toHaveCount(
        side === 'college' ? 1 : 0,
      );
      await signOut(page);
    }
  });

  test("a drive's offers are paged by the server and the offers section pages through them", async ({
    page,
  }) => {
    await signIn(page, TPO);
    await mockReady(page, '/college/drives');
    const firstPage = await call(page, 'GET', '/drives/drv-deccan-trainee/offers?pageSize=5');
    expect(firstPage.body).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect((firstPage.body as { items: unknown[] }).items).toHaveLength(5);

    await openDrive(page, 'college', 'Graduate Engineer Trainee', 'Closed');
    const offers = page.getByRole('region', { name: 'Finalists and offers' });
    const pages = offers.getByRole('navigation', { name: 'Offer pages' });
    await expect(pages).toContainText('1–10 of 12');
    await expect(offers.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(10);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('11–12 of 12');
    await expect(offers.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(2);
  });
});
