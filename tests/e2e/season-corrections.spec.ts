import { expect, test } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import {
  ANANYA,
  call,
  filterTable,
  mockReady,
  openDrive,
  openRound,
  rowAt,
  tableRows,
  TPO,
  VALIDATION,
  VALIDATION_ID,
  VOLTLINE,
} from './support/season-round';

/**
 * Round results are correctable, and every refusal carries its reasons (issue 25, findings 7 and 8), on the demo
 * build's seeded season (mocks/db/seed-season.ts).
 */
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
    const history = page.getByRole('region', { name: 'History of this round' });
    await expect(history).toContainText(`Corrected by`);
    // The seeded publication's roll numbers are read when opened: the absentee is listed as absent there.
    const published = history.getByRole('listitem').filter({ hasText: 'Published by' });
    await published.getByText('Roll numbers').click();
    await expect(published.getByRole('definition').first()).toBeVisible();
    await expect(published).toContainText(absentee.roll);
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
    // Sent with an applicant it does see (a publication that changes nothing is refused as nothing_to_publish).
    const answer = await call(page, 'POST', `/drives/${VALIDATION_ID}/rounds/${VALIDATION_ID}-r2/results`, {
      advance: [hidden, ANANYA.roll],
    });
    expect(answer.body).toMatchObject({ advanced: 1, unknown: [hidden], notInRound: [] });
    await signOut(page);

    await signIn(page, TPO);
    await mockReady(page, '/college/drives');
    const after = await call(page, 'GET', `/drives/${VALIDATION_ID}/applicants?query=${hidden}`);
    expect(after.body).toMatchObject({ items: [{ state: 'shortlisted', roundReached: 1 }] });
  });
});
