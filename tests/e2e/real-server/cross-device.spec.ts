import { expect, listenForErrors, test, type Locator, type Page } from '../support/test';
import type { TestInfo } from '@playwright/test';
import { DEFAULT_COLLEGE_TIME_ZONE, instantToCollegeLocal } from '../../../src/lib/season/college-time';
import { demoLogin } from '../support/accounts';
import { signIn } from '../support/auth';
import { field } from '../support/field';

/**
 * Issue 34: across devices. The production build on the portal's own server (real database, no mock in the page),
 * three browser contexts as three devices that share nothing but the server: the TPO creates and publishes a drive
 * for Voltline on a laptop, the demo student applies from her phone, Voltline publishes round 1 (after its preview)
 * and makes her an offer, she accepts on her phone, and the TPO's season page counts her placed.
 * Needs the fresh demo seed the real-server project starts with: once she has accepted, a rerun on the same
 * database cannot apply again (the policy lets a placed student apply only to a higher tier).
 */
const TPO = demoLogin('tpo@example.com');
const STUDENT = demoLogin('student@example.com');
const VOLTLINE = demoLogin('lead@example.com');
/** The demo student (mocks/db/seed-season.ts): CSE, graduating 2026, CGPA 7.8, no backlogs. */
const ANANYA = { name: 'Ananya Rao', roll: '1RV22CS0001' };
const COMPANY = 'Voltline Embedded Systems';
const TITLE = `Embedded Software Engineer ${Date.now().toString(36)}`;

const DAY = 86_400_000;
/** The college's wall-clock date `days` from now ('YYYY-MM-DD'), as its date inputs take it. */
const collegeDay = (days: number) =>
  instantToCollegeLocal(new Date(Date.now() + days * DAY).toISOString(), DEFAULT_COLLEGE_TIME_ZONE).slice(
    0,
    10,
  );

/**
 * A screenshot into the test's output for a person to look at: the whole page on a laptop; on the phone the screen
 * as she sees it, scrolled to `scrollTo` (a whole page would draw the sticky bar mid-page).
 */
async function snap(page: Page, testInfo: TestInfo, name: string, scrollTo?: Locator) {
  const path = testInfo.outputPath(`${name}.png`);
  await scrollTo?.scrollIntoViewIfNeeded();
  await page.screenshot({ path, fullPage: !scrollTo });
}

/** The value a person reads beside a headline figure's label (a term and its definition). */
async function figure(page: Page, label: string): Promise<number> {
  const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  await expect(term).toHaveCount(1);
  return Number((await term.locator('xpath=following-sibling::dd[1]').innerText()).trim());
}

async function placedOnSeasonPage(page: Page): Promise<number> {
  await page.goto('/college/season');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement season' })).toBeVisible();
  return figure(page, 'Placed');
}

test('a drive goes from the TPO to a student on her phone and to the company, across devices, through the server', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  const device = async (name: string, options: Parameters<typeof browser.newContext>[0] = {}) => {
    const context = await browser.newContext(options);
    listenForErrors(context, errors, name);
    return { context, page: await context.newPage() };
  };
  const laptop = { viewport: { width: 1280, height: 800 } };
  const tpo = await device('TPO', laptop);
  const phone = await device('student', {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const company = await device('company', laptop);

  // The TPO reads the season's "Placed" figure before anything happens.
  await signIn(tpo.page, TPO);
  const placedBefore = await placedOnSeasonPage(tpo.page);

  // 1. The TPO creates a drive for Voltline that the demo student passes, and publishes it to students.
  await tpo.page.goto('/college/drives/new');
  const form = tpo.page;
  await expect(form.getByRole('heading', { level: 1, name: 'Create a drive' })).toBeVisible();
  await field(form, 'Company').selectOption({ label: COMPANY });
  await field(form, 'Job title').fill(TITLE);
  await field(form, 'Location').fill('Bengaluru');
  await field(form, 'Vacancies').fill('4');
  await field(form, 'Applications close').fill(`${collegeDay(2)}T17:00`);
  const branches = form.getByRole('group', { name: 'Branches' });
  for (const branch of ['CSE', 'ECE'])
    await branches.getByRole('checkbox', { name: branch, exact: true }).check();
  await field(form, 'Graduation years').fill('2026');
  await field(form, 'Minimum CGPA').fill('7.5');
  await field(form, 'Most active backlogs').fill('0');
  await expect(form.getByRole('status').filter({ hasText: 'Eligible now' })).toContainText(
    /Eligible now: \d+ of the \d+ students in the batch; .*below CGPA 7\.5/,
  );
  await field(form, 'Fixed pay (₹ a year)').fill('9,00,000');
  await expect(form.getByRole('status').filter({ hasText: 'Total CTC' })).toContainText('tier Dream');
  // One round, held at the college at midnight today (results are taken only for a round already held), and the
  // only one, so clearing it selects.
  await field(form, 'Round 1: kind').selectOption({ label: 'Technical interview' });
  await field(form, 'Round 1: date').fill(collegeDay(0));
  await field(form, 'Round 1: time').fill('00:00');
  await field(form, 'Round 1: venue').fill('Placement Cell, Room 2');
  await snap(form, testInfo, '1-tpo-new-drive-1280');
  await form.getByRole('button', { name: 'Publish to students' }).click();
  await expect(form.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
  await expect(form.getByRole('region', { name: 'The drive' })).toContainText('CGPA 7.5 or more');
  await expect(form.getByRole('region', { name: 'Rounds' })).toContainText('No results yet');

  // 2. The student, on her phone, finds the drive and applies.
  await signIn(phone.page, STUDENT);
  await phone.page.goto('/student/drives');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Placement drives' })).toBeVisible();
  await phone.page.getByLabel('Company or role').fill(TITLE);
  await phone.page.getByLabel('Company or role').press('Enter');
  const card = phone.page.getByRole('main').getByRole('article', { name: TITLE });
  await expect(card).toContainText('You are eligible for this drive');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(card).toContainText('Your application: Applied');
  await snap(phone.page, testInfo, '2-student-applied-375', card);

  // 3. Voltline opens round 1, picks her, reads what publishing will do, publishes, and makes her an offer.
  const desk = company.page;
  await signIn(desk, VOLTLINE);
  await desk.goto('/company/drives');
  await desk.getByLabel('State').selectOption({ label: 'Open for applications' });
  await expect(desk.getByRole('status').filter({ hasText: /\d+ drives?$/ })).toBeVisible();
  await desk.getByRole('link', { name: TITLE }).click();
  await expect(desk.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
  await desk
    .getByRole('region', { name: 'Rounds' })
    .getByRole('link', { name: 'Record results of round 1' })
    .click();
  await expect(desk.getByRole('status').filter({ hasText: /1 applicants? match/ })).toBeVisible({
    timeout: 20_000,
  });
  const row = desk
    .getByRole('region', { name: 'Applicants of this drive' })
    .locator('tbody tr')
    .filter({ hasText: ANANYA.roll });
  await row.getByRole('checkbox', { name: `Pick ${ANANYA.name}` }).check();
  await desk.getByRole('button', { name: 'The 1 picked advance' }).click();
  const preview = desk.getByRole('region', { name: 'What publishing will do' });
  await expect(preview.getByRole('list', { name: 'Selected: 1' })).toHaveText(
    `${ANANYA.name} (${ANANYA.roll}, CSE)`,
  );
  await expect(preview).toContainText("Nobody else is waiting for this round's result.");
  await snap(desk, testInfo, '3-company-preview-1280');
  await desk.getByRole('button', { name: 'Publish results to students' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Published:' })).toContainText(
    'Published: 1 student selected.',
  );
  await desk.getByRole('link', { name: '← The drive' }).click();
  // Offers are made while the drive is open or its rounds run (src/lib/season/phases.ts, OFFER_DRIVE_STATES): her
  // drive still takes applications, and the server issues an offer on it.
  const finalists = desk.getByRole('region', { name: 'Finalists and offers' });
  await expect(finalists, 'the open drive shows its finalist, to be offered a job').toBeVisible();
  await finalists.getByRole('button', { name: `Issue an offer to ${ANANYA.name}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Offer to ${ANANYA.name}` });
  // The offer starts from the drive's CTC and place.
  await expect(field(dialog, 'Fixed pay (₹ a year)')).toHaveValue('900000');
  await field(dialog, 'Joining date').fill(collegeDay(60));
  await field(dialog, 'Answer by').fill(`${collegeDay(3)}T17:00`);
  await dialog.getByRole('button', { name: 'Issue the offer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(finalists.getByRole('listitem').filter({ hasText: ANANYA.name })).toContainText(
    'Dream offer, ₹9,00,000: Waiting for the student',
  );
  await snap(desk, testInfo, '4-company-offer-issued-1280');

  // 4. On her phone, the offer is there; she accepts it after reading what accepting does.
  await phone.page.goto('/student/offers');
  const offer = phone.page.getByRole('main').getByRole('article', { name: TITLE });
  await expect(offer).toContainText(COMPANY);
  await expect(offer).toContainText('₹9,00,000');
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  const confirm = phone.page.getByRole('alertdialog', { name: `Accept the offer from ${COMPANY}?` });
  await expect(confirm).toContainText('An offer you accept cannot be declined later.');
  await snap(phone.page, testInfo, '5-student-accept-375', confirm);
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  const accepted = phone.page
    .getByRole('main')
    .getByRole('region', { name: `You accepted the offer from ${COMPANY}` });
  await expect(accepted).toBeVisible();
  await snap(phone.page, testInfo, '6-student-accepted-375', accepted);

  // 5. The TPO's season page counts her placed: one more than before.
  expect(await placedOnSeasonPage(tpo.page)).toBe(placedBefore + 1);
  await snap(tpo.page, testInfo, '7-tpo-season-1280');
  await tpo.page.goto(`/college/season/students/${ANANYA.roll}`);
  await expect(tpo.page.getByRole('region', { name: 'Offers' })).toContainText('Dream, ₹9,00,000');

  for (const { context } of [tpo, phone, company]) await context.close();
  expect(errors, 'uncaught errors and console.error calls on the three devices').toEqual([]);
});
