import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { field } from './support/field';
import { waitForOfflineReady } from './support/offline';
import { HARDWARE, openDrive, openEditScreen, openOpenRound, VALIDATION } from './support/season-drives';

/**
 * The placement season's drive screens (issue 17), TPO and company, on the demo build's seeded season: the live
 * eligibility count, a pasted shortlist with unknown entries, results recorded offline and published once, a
 * company issuing an offer.
 */
const TPO = demoLogin('tpo@example.com');
const COMPANY = demoLogin('lead@example.com');

/** Voltline's open drive the demo student may apply to; students of the batch applied. */
const FIRMWARE = 'Firmware Engineer (Graduate)';

/** The live count's eligible figure ("412 of the 610 students in the batch; ..."), once it shows `expected`. */
async function eligibleCount(page: Page, expected: RegExp): Promise<number> {
  const preview = page.getByRole('status').filter({ hasText: 'Eligible now' });
  await expect(preview).toContainText(expected);
  return Number((await preview.textContent())!.match(/(\d+) of the \d+ students? in the batch/)![1]);
}

/** The demo student's card of a drive on her drives page. */
async function studentCard(page: Page, title: string) {
  await signIn(page, demoLogin('student@example.com'));
  await page.goto('/student/drives');
  return page.getByRole('main').getByRole('article', { name: title });
}

/** Roll numbers of the first applicants the table shows under a status filter. */
async function rollNumbersInTable(page: Page, status: string, count: number): Promise<string[]> {
  await page.getByLabel('Status').selectOption({ label: status });
  await expect(page.getByRole('status').filter({ hasText: /applicants? match/ })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Applicants of this drive' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const rolls: string[] = [];
  for (let index = 0; index < count; index += 1)
    rolls.push((await rows.nth(index).locator('td').nth(2).textContent())!.trim());
  return rolls;
}

test.describe('season drives: the TPO and the company', () => {
  test("the TPO's eligibility preview counts the batch as the rules change", async ({ page }) => {
    await signIn(page, TPO);
    await page.goto('/college/drives/new');
    const preview = page.getByRole('status').filter({ hasText: 'Eligible now' });
    await expect(preview).toContainText(/\d+ of the \d+ students in the batch/);
    const everyone = Number(
      (await preview.textContent())!.match(/(\d+) of the (\d+) students in the batch/)![2],
    );

    await field(page, 'Minimum CGPA').fill('7');
    await expect(preview).toContainText(/below CGPA 7\.0/);
    const [, eligible, total, below] = (await preview.textContent())!
      .match(/(\d+) of the (\d+) students in the batch; (\d+) below CGPA 7\.0/)!
      .map(Number);
    // One rule: every student of the batch is either eligible or below it.
    expect(total).toBe(everyone);
    expect(eligible! + below!).toBe(total);
    expect(below).toBeGreaterThan(0);

    await field(page, 'Most active backlogs').fill('0');
    await expect(preview).toContainText(/with active backlogs/);
    const fewer = Number((await preview.textContent())!.match(/(\d+) of the \d+ students? in the batch/)![1]);
    expect(fewer).toBeLessThan(eligible!);
  });

  test("editing a drive's minimum CGPA moves the live count, and the student's eligibility with it", async ({
    page,
  }) => {
    test.slow();
    // Before: the demo student's CGPA 7.8 fails this drive's 8.0.
    let card = await studentCard(page, HARDWARE);
    await expect(card).toContainText("CGPA 7.8 is below this drive's 8.0");
    await signOut(page);

    await signIn(page, TPO);
    await openEditScreen(page, HARDWARE);
    // The form holds the drive; the CTC is read-only, for students applied on it.
    await expect(field(page, 'Minimum CGPA')).toHaveValue('8');
    await expect(field(page, 'Fixed pay (₹ a year)')).toHaveValue('12,50,000');
    await expect(field(page, 'Fixed pay (₹ a year)')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('region', { name: 'CTC' })).toContainText(
      /\d+ students applied on this CTC \(₹15,00,000\): it cannot change/,
    );
    const before = await eligibleCount(page, /below CGPA 8\.0/);
    await field(page, 'Minimum CGPA').fill('7.5');
    const after = await eligibleCount(page, /below CGPA 7\.5/);
    expect(after).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The drive' })).toContainText('CGPA 7.5 or more');
    await signOut(page);

    // After: she is eligible and may apply.
    card = await studentCard(page, HARDWARE);
    await expect(card).toContainText('You are eligible for this drive');
    await expect(card.getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  test('an edit that would shut out students who applied is refused with the reasons, and nothing is lost', async ({
    page,
  }) => {
    await signIn(page, TPO);
    await openEditScreen(page, FIRMWARE);
    const limits = page.getByRole('region', { name: 'What can change' });
    await expect(limits).toContainText(/\d+ students applied: the CTC cannot change/);
    const applied = Number((await limits.textContent())!.match(/(\d+) students applied/)![1]);
    await field(page, 'Minimum CGPA').fill('10');
    await eligibleCount(page, /below CGPA 10\.0/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refusal).toContainText('Not saved: what students applied to stays.');
    // Every applicant has a CGPA below 10.0: the refusal counts them all.
    await expect(refusal).toContainText(
      `The new rules would shut out ${applied} students who already applied (applicants: 0 of the ${applied} applicants; ${applied} below CGPA 10.0)`,
    );
    await expect(refusal).toContainText('Server answer: HTTP 409 · terms_locked');
    // The form keeps what was typed; the drive keeps its rule.
    await expect(field(page, 'Minimum CGPA')).toHaveValue('10');
    await page.getByRole('link', { name: '← The drive' }).click();
    await expect(page.getByRole('region', { name: 'The drive' })).toContainText('CGPA 7.0 or more');
  });

  test('a pasted shortlist: known entries advance, unknown entries are reported, none dropped silently', async ({
    page,
  }) => {
    await signIn(page, TPO);
    await openDrive(page, '/college/drives', 'Rounds in progress', VALIDATION);
    const status = await openOpenRound(page);
    const [first, second] = await rollNumbersInTable(page, status, 2);
    await page
      .getByLabel('Roll numbers or e-mails')
      .fill(`${first}\n${second!.toLowerCase()}, NOSUCH-999\n"nobody@nowhere.test"`);
    await page.getByRole('button', { name: 'Add 4 entries' }).click();
    // Checked before anything is published: the unknown entries are listed in the preview.
    await expect(
      page
        .getByRole('region', { name: 'What publishing will do' })
        .getByRole('list', { name: 'Match no applicant of this drive: 2' }),
    ).toHaveText('NOSUCH-999nobody@nowhere.test');
    // Nobody else is turned down unless asked.
    await expect(page.getByLabel('Everyone else still in this round is not selected')).not.toBeChecked();
    await page.getByRole('button', { name: 'Publish results to students' }).click();
    const report = page.getByRole('status').filter({ hasText: 'Published:' });
    // Advanced to the next round, or selected when this is the last.
    await expect(report).toContainText(/2 students (advanced|selected)/);
    await expect(report).toContainText(
      '2 entries match no applicant of this drive: NOSUCH-999, nobody@nowhere.test.',
    );
    // The two known ones moved on in the table.
    await page.getByLabel('Name, roll number or e-mail').fill(first!);
    await page.getByLabel('Name, roll number or e-mail').press('Enter');
    await page.getByLabel('Status').selectOption({ label: 'Any status' });
    await expect(page.getByRole('region', { name: 'Applicants of this drive' })).toContainText(
      /Shortlisted|Selected/,
    );
  });

  test('results recorded offline survive a reload and are published exactly once when back online', async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(page, TPO);
    await openDrive(page, '/college/drives', 'Rounds in progress', VALIDATION);
    const status = await openOpenRound(page);
    const [roll] = await rollNumbersInTable(page, status, 1);
    await waitForOfflineReady(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/drives\/[^/]+\/rounds\/[^/]+\/results$/.test(request.url()))
        posts.push(request.headers()['idempotency-key'] ?? '');
    });

    await context.setOffline(true);
    await page.getByLabel('Roll numbers or e-mails').fill(roll!);
    await page.getByLabel('These students').selectOption({ label: 'were absent' });
    await page.getByRole('button', { name: 'Add 1 entry' }).click();
    // No preview offline: only the named lists can be saved, and turning down the rest cannot be.
    await expect(
      page.getByText('No connection: what publishing will do cannot be checked now.'),
    ).toBeVisible();
    await page.getByLabel('Everyone else still in this round is not selected').check();
    await expect(page.getByRole('button', { name: 'Save to publish when back online' })).toBeDisabled();
    await page.getByLabel('Everyone else still in this round is not selected').uncheck();
    await page.getByRole('button', { name: 'Save to publish when back online' }).click();
    await expect(page.getByText(/No connection: the named lists are saved on this device/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Results waiting to be sent' })).toBeVisible({
      timeout: 20_000,
    });
    expect(posts).toEqual([]);

    await context.setOffline(false);
    const done = page.getByRole('alertdialog', { name: 'Round results published' });
    await expect(done).toBeVisible({ timeout: 25_000 });
    await expect(done).toContainText('1 student marked absent');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Results waiting to be sent' })).toHaveCount(0);
    // Sent once, with one key, and applied: the student shows as absent.
    expect(posts).toHaveLength(1);
    await page.getByLabel('Status').selectOption({ label: 'Absent' });
    await expect(page.getByRole('region', { name: 'Applicants of this drive' })).toContainText(roll!);
  });

  test('a company selects a finalist through its last rounds and issues an offer, CTC in figures', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, COMPANY);
    await openDrive(page, '/company/drives', 'Rounds in progress', VALIDATION);
    // The interview rounds: one shortlisted student advances through both and is selected after the last.
    let roll = '';
    for (const outcome of [/1 student advanced/, /1 student selected/]) {
      const status = await openOpenRound(page);
      if (!roll) [roll] = (await rollNumbersInTable(page, status, 1)) as [string];
      await page.getByLabel('Roll numbers or e-mails').fill(roll);
      await page.getByRole('button', { name: 'Add 1 entry' }).click();
      await page.getByRole('button', { name: 'Publish results to students' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Published:' })).toContainText(outcome);
      await page.getByRole('link', { name: '← The drive' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'The drive' })).toBeVisible();
    }
    const finalists = page.getByRole('region', { name: 'Finalists and offers' });
    const issue = finalists.getByRole('button', { name: /^Issue an offer to / });
    await expect(issue).toHaveCount(1);
    const name = (await issue.textContent())!.replace(/^Issue an offer to /, '');
    await issue.click();
    const dialog = page.getByRole('dialog', { name: `Offer to ${name}` });
    await expect(dialog).toContainText(roll);
    await field(dialog, 'Fixed pay (₹ a year)').fill('5.5 lakh');
    await field(dialog, 'Joining date').fill('2027-07-01');
    await field(dialog, 'Answer by').fill('2027-01-15T17:00');
    await dialog.getByRole('button', { name: 'Issue the offer' }).click();
    // Pay in words is refused with a reason, and nothing is sent.
    await expect(dialog).toContainText('whole rupees in figures');
    await field(dialog, 'Fixed pay (₹ a year)').fill('5,50,000');
    await dialog.getByRole('button', { name: 'Issue the offer' }).click();
    await expect(dialog).toHaveCount(0);
    const line = finalists.getByRole('listitem').filter({ hasText: name });
    await expect(line).toContainText('Regular offer, ₹5,80,000: Waiting for the student');
  });
});
