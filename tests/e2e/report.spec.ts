import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { NIRF_COLUMNS } from '../../src/lib/report/nirf';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { AuditLog, settle } from './support/axe';

/**
 * The placement report (issue 18) on the demo build. The seed is deterministic (mocks/db/seed-report.ts): the UG
 * batch graduating 2023-24 has 108 placed graduates, an even count whose middle CTCs are ₹6,40,000 and ₹6,50,000;
 * NIRF's median salary is their fixed pay's (₹6,00,000), with the median CTC under it (issue 25).
 */
const TPO = demoLogin('tpo@example.com');
const STUDENT = demoLogin('student@example.com');

const nirfTable = (page: Page, type: string) =>
  page.getByRole('table', { name: new RegExp(`^NIRF ${type}: placement and higher studies`) });
const cell = (table: Locator, row: number, column: number) =>
  table.locator('tbody tr').nth(row).locator('td, th').nth(column);

async function openReport(page: Page) {
  await signIn(page, TPO);
  await page.goto('/college/report');
  await expect(page.getByRole('heading', { name: 'Placement report', level: 1 })).toBeVisible();
}

/** The higher-studies counts of every NIRF row, added up. */
async function higherStudiesTotal(page: Page): Promise<number> {
  const tables = page.getByRole('table', { name: /^NIRF / });
  await expect(tables.first()).toBeVisible();
  let total = 0;
  for (const table of await tables.all())
    for (const row of await table.locator('tbody tr').all())
      total += Number(await row.locator('td').nth(9).innerText());
  return total;
}

test('recording an off-campus offer changes the placed count and the median CTC', async ({ page }) => {
  // Saving a file into the demo's database and computing the report again is slow on a busy machine.
  test.setTimeout(90_000);
  await openReport(page);
  const ug = nirfTable(page, 'UG 4-year');
  await expect(cell(ug, 0, 5)).toHaveText('2023-24');
  await expect(cell(ug, 0, 7)).toHaveText('108');
  await expect(cell(ug, 0, 8)).toContainText('6,00,000 (Six Lakh)');
  await expect(cell(ug, 0, 8)).toContainText('Median CTC: ₹6,45,000');

  // A student of that batch with no outcome yet, from the list of students behind the figures.
  await page.goto('/college/report?list=unknown&batch=2024&type=UG+4-year');
  const list = page.getByRole('table', { name: /^Unknown: UG 4-year, graduating 2023-24/ });
  const roll = await list.locator('tbody tr').first().locator('th').innerText();

  const form = page.getByRole('form', { name: 'Record an outcome' });
  await form.getByLabel('Roll number').fill(roll);
  await form.getByLabel('Outcome').selectOption({ label: 'Off-campus offer' });
  await form.getByLabel('Company').fill('Kaveri Robotics');
  await form.getByLabel('Fixed pay (₹ per annum)').fill('2400000');
  await form.getByLabel('Date of the offer').fill('2024-03-15');
  await form.getByRole('button', { name: 'Record outcome' }).click();
  await expect(form.getByText('Attach the offer letter')).toBeVisible();
  await expect(cell(ug, 0, 7)).toHaveText('108');

  await form.getByLabel('Offer letter').setInputFiles({
    name: 'offer-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 offer'),
  });
  await form.getByRole('button', { name: 'Record outcome' }).click();
  await expect(form.getByRole('button', { name: 'Record outcome' })).toBeEnabled({ timeout: 30_000 });
  await expect(cell(ug, 0, 7)).toHaveText('109', { timeout: 30_000 });
  await expect(cell(ug, 0, 8)).toContainText('Median CTC: ₹6,50,000');
  await expect(cell(ug, 0, 8)).toContainText('6,00,000 (Six Lakh)');
});

test("a student's higher-studies claim counts only after the TPO confirms it", async ({ page }) => {
  // Four sign-ins on a busy machine.
  test.setTimeout(180_000);
  // One browser context: the demo's mock backend keeps its database per browser profile.
  await openReport(page);
  const before = await higherStudiesTotal(page);
  await signOut(page);

  await signIn(page, STUDENT);
  await page.getByRole('link', { name: 'After graduation' }).first().click();
  await expect(page.getByRole('heading', { name: 'After graduation', level: 1 })).toBeVisible();
  await page.getByLabel('Institution').fill('Indian Institute of Science');
  await page.getByLabel('Programme').fill('M.Tech in Microelectronics');
  await page.getByRole('button', { name: 'Send to the placement cell' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: 'Indian Institute of Science' });
  await expect(mine).toContainText('Waiting for the placement cell');
  await signOut(page);

  await openReport(page);
  await expect(page.getByText(/claims from students are waiting for you/)).toBeVisible();
  expect(await higherStudiesTotal(page)).toBe(before);
  await page.getByRole('button', { name: 'Confirm Ananya Rao' }).click();
  await expect.poll(() => higherStudiesTotal(page)).toBe(before + 1);
  await signOut(page);

  await signIn(page, STUDENT);
  await page.goto('/student/after-graduation');
  await expect(mine).toContainText('Confirmed');
});

test('the report sends the NIRF figures, not every placed roll number behind them (issue 35)', async ({
  page,
}) => {
  await openReport(page);
  const table = nirfTable(page, 'UG 4-year');
  await expect(cell(table, 0, 7)).not.toHaveText('');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/college/report');
    return {
      text: await response.text(),
      placedList: await (
        await fetch('/api/college/report/students?batch=2024&outcome=placed&pageSize=5')
      ).json(),
    };
  });
  const placed = (answer.placedList as { items: { rollNumber: string }[] }).items;
  expect(placed.length).toBeGreaterThan(0);
  // The list behind a figure is read when asked for; the report itself names no student.
  for (const { rollNumber } of placed) expect(answer.text).not.toContain(rollNumber);
  expect(answer.text).not.toContain('placedRolls');
});

/** A downloaded CSV's heading and rows, its cells unquoted (the report's cells hold no quotes or line breaks). */
async function downloadedCsv(page: Page, button: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await readFile((await (await download).path())!, 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const [heading, ...lines] = file.slice(1).trim().split('\r\n');
  const cells = (line: string) =>
    line
      .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
      .slice(0, -1)
      .map((c) => c.replace(/,$/, '').replace(/^"|"$/g, ''));
  return { heading: cells(heading!), rows: lines.map(cells) };
}

/** A screen's number ("₹7,20,000", "144", "6.9%") as a spreadsheet should get it ("720000"); "—" as nothing. */
const asSpreadsheetNumber = (text: string) => (text === '—' ? '' : text.replace(/[₹,%]/g, ''));

test('the NIRF CSV holds NIRF columns and the numbers on the screen, as numbers', async ({ page }) => {
  await openReport(page);
  const ug = nirfTable(page, 'UG 4-year');
  const csv = await downloadedCsv(page, /^Download CSV: NIRF UG 4-year/);
  expect(csv.heading).toEqual([...NIRF_COLUMNS]);
  const rows = await ug.locator('tbody tr').all();
  expect(csv.rows).toHaveLength(rows.length);
  for (const [index, row] of rows.entries()) {
    const onScreen = await row.locator('td').allInnerTexts();
    const inFile = csv.rows[index]!;
    expect(inFile.slice(0, 8)).toEqual(onScreen.slice(0, 8).map(asSpreadsheetNumber));
    expect(inFile[9]).toBe(onScreen[9]);
    // The screen writes NIRF's median in figures and in words, with the median CTC under it; the file holds the
    // number alone ("600000"), so a spreadsheet can use it.
    expect(inFile[8]).toMatch(/^(\d+)?$/);
    expect(asSpreadsheetNumber(onScreen[8]!.split(' ')[0]!)).toBe(inFile[8]);
  }
});

test("the branch table's CSV carries numbers a spreadsheet adds up, with units in the headings", async ({
  page,
}) => {
  await openReport(page);
  const csv = await downloadedCsv(page, /^Download CSV: Placements by branch/);
  expect(csv.heading).toContain('Fixed pay: median (₹)');
  expect(csv.heading).toContain('CTC: maximum (₹)');
  const column = (name: string) => csv.heading.indexOf(name);
  const whole = csv.rows.find((row) => row[0] === 'All branches')!;
  const branches = csv.rows.filter((row) => row !== whole);
  const sum = (name: string) => branches.reduce((total, row) => total + Number(row[column(name)] || 0), 0);
  expect(sum('Offers')).toBe(Number(whole[column('Offers')]));
  expect(sum('Placed')).toBe(Number(whole[column('Placed')]));
  for (const row of csv.rows)
    for (const cell of row.slice(1)) expect(cell, `a cell of ${row[0]}`).toMatch(/^(\d+(\.\d)?)?$/);
  expect(whole[column('Fixed pay: median (₹)')]).toMatch(/^\d+$/);
});

test('the report and the After graduation screen pass axe, and the report prints', async ({ page }, info) => {
  // axe reads every cell of the report's tables: slow on a busy machine.
  test.setTimeout(120_000);
  const log = new AuditLog();
  await openReport(page);
  await settle(page);
  await log.check(page, '/college/report');
  // The printed page carries its title block, and each week's label stays whole on one line (they used to
  // break mid-word when the columns shrank to the A4 width).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Placement report', level: 1 })).toBeVisible();
  await expect(page.getByText(/^R V College of Engineering$/i)).toBeVisible();
  await expect(
    page.getByText(/NIRF batches graduating .*Generated on \d{1,2} [A-Z][a-z]+ \d{4}\./),
  ).toBeVisible();
  const weeks = page
    .getByRole('figure', { name: "Offers over the season's weeks" })
    .locator('.bar-chart__label');
  expect(await weeks.count()).toBeGreaterThan(0);
  const linesPerLabel = await weeks.evaluateAll((labels) =>
    labels.map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return range.getClientRects().length;
    }),
  );
  expect(linesPerLabel.every((lines) => lines === 1)).toBe(true);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await info.attach('report.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  if (process.env.REPORT_SCREENSHOTS) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile('screenshots/report-print.pdf', pdf);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `screenshots/report-${width}.png`, fullPage: true });
    }
  }
  await signOut(page);
  const student = page;
  await signIn(student, STUDENT);
  await student.goto('/student/after-graduation');
  await expect(student.getByRole('heading', { name: 'Report an outcome' })).toBeVisible();
  await settle(student);
  await log.check(student, '/student/after-graduation');
  if (process.env.REPORT_SCREENSHOTS)
    for (const width of [375, 1280]) {
      await student.setViewportSize({ width, height: 900 });
      await student.screenshot({ path: `screenshots/after-graduation-${width}.png`, fullPage: true });
    }
  log.expectClean();
});

test("at 320 px a table's caption is all in view: it wraps above the table instead of running off its edge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openReport(page);
  const captions = page.getByText(/^NIRF UG 4-year: placement and higher studies/);
  await expect(captions.first()).toBeAttached();
  let seen = 0;
  for (const caption of await captions.all()) {
    const box = await caption.boundingBox();
    // The table's own caption is hidden from sight (a 1 px box): only what a person reads counts.
    if (!box || box.width <= 1) continue;
    seen += 1;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  expect(seen).toBe(1);
});
