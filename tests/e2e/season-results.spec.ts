import { expect, test, type Locator, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';

/**
 * Round results are previewed, deliberate, recorded and correctable (issue 25, findings 1, 4, 7 and 8), on the
 * demo build's seeded season (mocks/db/seed-season.ts).
 */
const TPO = demoLogin('tpo@example.com');
const VOLTLINE = demoLogin('lead@example.com');
/** Voltline's running drive: round 1 (the test) is published; the demo student is shortlisted for round 2. */
const VALIDATION = 'Firmware Validation Engineer';
const VALIDATION_ID = 'drv-voltline-validation';
/** The demo student, CSE. */
const ANANYA = { name: 'Ananya Rao', roll: '1RV22CS0001' };

/** A call to the mock backend from the page, as whoever is signed in: its status and body. */
async function call(page: Page, method: string, path: string, body?: unknown) {
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
async function mockReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
}

async function openDrive(page: Page, side: 'college' | 'company', title: string, stateLabel: string) {
  await page.goto(`/${side}/drives`);
  await page.getByLabel('State').selectOption({ label: stateLabel });
  await expect(page.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
}

/** The results page of round `order` of the open drive page. */
async function openRound(page: Page, order: number) {
  await page
    .getByRole('region', { name: 'Rounds' })
    .getByRole('link', { name: new RegExp(`(Record|See) results of round ${order}$`) })
    .click();
  await tableCount(page);
}

const countStatus = (page: Page) => page.getByRole('status').filter({ hasText: /applicants match/ });

/** How many applicants the table's filter matches, once the table has settled. */
async function tableCount(page: Page): Promise<number> {
  await expect(countStatus(page)).toBeVisible({ timeout: 20_000 });
  return Number((await countStatus(page).textContent())!.match(/(\d+) applicants match/)![1]);
}

async function filterTable(page: Page, filters: { branch?: string; status?: string; query?: string }) {
  if (filters.branch !== undefined) await page.getByLabel('Branch').selectOption({ label: filters.branch });
  if (filters.status !== undefined) await page.getByLabel('Status').selectOption({ label: filters.status });
  if (filters.query !== undefined) {
    await page.getByLabel('Name, roll number or e-mail').fill(filters.query);
    await page.getByLabel('Name, roll number or e-mail').press('Enter');
  }
  await expect(countStatus(page)).not.toContainText('Finding');
  return tableCount(page);
}

const tableRows = (page: Page) =>
  page.getByRole('region', { name: 'Applicants of this drive' }).locator('tbody tr');

/** Name and roll number of the table's row `index`. */
async function rowAt(page: Page, index: number) {
  const row = tableRows(page).nth(index);
  await expect(row).toBeVisible();
  return {
    row,
    name: (await row.locator('td').nth(1).textContent())!.trim(),
    roll: (await row.locator('td').nth(2).textContent())!.trim(),
  };
}

/** The demo student's row, whatever the filter was. */
async function ananyaRow(page: Page): Promise<Locator> {
  await filterTable(page, { branch: 'Every branch', status: 'Any status', query: ANANYA.roll });
  return tableRows(page).filter({ hasText: ANANYA.roll });
}

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
    await signIn(page, TPO);
    await openDrive(page, 'college', VALIDATION, 'Rounds in progress');
    await openRound(page, 2);
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

test.describe('round results: correctable', () => {
  test('finding 7: an absentee marked by mistake is corrected, and the table shows it', async ({ page }) => {
    test.slow();
    await signIn(page, TPO);
    await openDrive(page, 'college', VALIDATION, 'Rounds in progress');
    await openRound(page, 1);
    await filterTable(page, { status: 'Absent' });
    const absentee = await rowAt(page, 0);

    const correct = page.getByRole('region', { name: 'Correct a result' });
    await correct.getByLabel('Name or roll number').fill(absentee.roll);
    await correct.getByRole('button', { name: 'Find' }).click();
    const match = correct.getByRole('listitem').filter({ hasText: absentee.roll });
    await expect(match).toContainText('Round 1: absent');
    await match.getByLabel(`New result for ${absentee.name}`).selectOption({ label: 'Advances to round 2' });
    await match.getByRole('button', { name: `Correct ${absentee.name}'s result` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Correct ${absentee.name}'s result?` });
    await expect(confirm).toContainText('from absent to advances to round 2');
    await confirm.getByRole('button', { name: 'Correct the result' }).click();
    await expect(correct.getByRole('status')).toContainText(
      `Corrected: ${absentee.name} now advances to round 2.`,
    );
    await filterTable(page, { status: 'Any status', query: absentee.roll });
    await expect(tableRows(page).filter({ hasText: absentee.roll })).toContainText('Shortlisted');
    await expect(page.getByRole('region', { name: 'History of this round' })).toContainText(`Corrected by`);
  });

  test("finding 7: an amended result reaches the student, naming the company, the role and the round; an offer holder's is refused with the reason", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, VOLTLINE);
    await openDrive(page, 'company', VALIDATION, 'Rounds in progress');
    await openRound(page, 1);
    const correct = page.getByRole('region', { name: 'Correct a result' });
    await correct.getByLabel('Name or roll number').fill(ANANYA.roll);
    await correct.getByRole('button', { name: 'Find' }).click();
    const match = correct.getByRole('listitem').filter({ hasText: ANANYA.roll });
    await expect(match).toContainText('Round 1: advanced');
    await match.getByLabel(`New result for ${ANANYA.name}`).selectOption({ label: 'Waitlisted' });
    await match.getByRole('button', { name: `Correct ${ANANYA.name}'s result` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Correct the result' }).click();
    await expect(correct.getByRole('status')).toContainText(`Corrected: ${ANANYA.name} is now waitlisted.`);
    await signOut(page);

    await signIn(page, demoLogin('student@example.com'));
    await page.goto('/student/notifications');
    const note = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Result corrected' }).first();
    await expect(note).toContainText('Voltline Embedded Systems');
    await expect(note).toContainText('Firmware Validation Engineer');
    await expect(note).toContainText('round 1 (Online test)');
    await expect(note).toContainText('waitlisted');
    await signOut(page);

    // Her offer from Brightcircuit's last round stands: correcting that result is refused, with the reason.
    await signIn(page, TPO);
    await openDrive(page, 'college', 'Embedded Systems Trainee', 'Rounds in progress');
    await openRound(page, 3);
    await correct.getByLabel('Name or roll number').fill(ANANYA.roll);
    await correct.getByRole('button', { name: 'Find' }).click();
    const holder = correct.getByRole('listitem').filter({ hasText: ANANYA.roll });
    await holder.getByLabel(`New result for ${ANANYA.name}`).selectOption({ label: 'Not selected' });
    await holder.getByRole('button', { name: `Correct ${ANANYA.name}'s result` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Correct the result' }).click();
    await expect(correct.getByRole('alert')).toContainText(
      'Not corrected: the applicant already has an offer for this drive (issued)',
    );
  });
});

test.describe('round results: refusals carry reasons', () => {
  test('finding 8: publishing on a closed drive is refused with the drive state as the reason', async ({
    page,
  }) => {
    await signIn(page, TPO);
    await mockReady(page, '/college/drives');
    const answer = await call(
      page,
      'POST',
      '/drives/drv-deccan-trainee/rounds/drv-deccan-trainee-r2/results',
      {
        advance: ['1RV22CV0002'],
      },
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'drive_closed',
      reasons: [{ rule: 'driveState', value: 'closed', allowed: ['open', 'in-progress'] }],
    });
  });

  test('finding 8: a company cannot publish a result for an applicant its own list hides from it', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, TPO);
    await mockReady(page, '/college/drives');
    // The TPO corrects a shortlisted applicant's CGPA below the drive's 6.5 after they applied.
    const listed = await call(
      page,
      'GET',
      `/drives/${VALIDATION_ID}/applicants?state=shortlisted&sort=rollNumber`,
    );
    const hidden = (listed.body as { items: { rollNumber: string }[] }).items.find(
      (row) => row.rollNumber !== ANANYA.roll,
    )!.rollNumber;
    const student = await call(page, 'GET', `/college/season/students/${hidden}`);
    const { record } = (student.body as { student: { record: Record<string, unknown> } }).student;
    const imported = await call(page, 'POST', '/college/batch/import', { records: [{ ...record, cgpa: 6 }] });
    expect(imported.status).toBe(200);
    await signOut(page);

    await signIn(page, VOLTLINE);
    await mockReady(page, '/company/drives');
    const seen = await call(page, 'GET', `/drives/${VALIDATION_ID}/applicants?query=${hidden}`);
    expect(seen.body).toMatchObject({ total: 0 });
    const answer = await call(page, 'POST', `/drives/${VALIDATION_ID}/rounds/${VALIDATION_ID}-r2/results`, {
      advance: [hidden],
    });
    expect(answer.body).toMatchObject({ advanced: 0, unknown: [hidden], notInRound: [] });
    await signOut(page);

    await signIn(page, TPO);
    await mockReady(page, '/college/drives');
    const after = await call(page, 'GET', `/drives/${VALIDATION_ID}/applicants?query=${hidden}`);
    expect(after.body).toMatchObject({ items: [{ state: 'shortlisted', roundReached: 1 }] });
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
