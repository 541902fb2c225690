import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { pasteInto } from './support/clipboard';
import { card, main, openFromSidebar } from './support/dashboard';

// Every test runs in its own browser context, so each starts from a freshly seeded mock database.

/** A closing date three weeks ahead, as the date input takes it. */
function closingDate(): string {
  return new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function postJob(page: Page, title: string) {
  await openFromSidebar(page, 'Post New Job');
  await page.getByLabel('Role').selectOption({ label: 'Embedded Developer' });
  // Any printable title is taken as typed: the dashboard is not the registration form (issue 14).
  await page.getByLabel('Job title').pressSequentially(title);
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await page.getByLabel('Job description').fill('Firmware for battery packs: BMS, CAN and bootloaders.');
  await page.getByLabel('Minimum salary').selectOption({ label: '8 LPA' });
  await expect(
    page.getByLabel('Maximum salary').getByRole('option', { name: '8 LPA', exact: true }),
  ).toHaveCount(0);
  await page.getByLabel('Maximum salary').selectOption({ label: '12 LPA' });
  await page.getByLabel('Location').fill('Bengaluru (hybrid)');
  await page.getByLabel('Openings').fill('2');
  await page.getByLabel('Closing date').fill(closingDate());
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL('/company/jobs');
  await expect(page.getByText(`Job posted: ${title}`)).toBeVisible();
}

test.describe('company, candidate and public pages share the jobs', () => {
  test('a posted job reaches Job Pulse; a candidate applies once; the company sees the applicant', async ({
    page,
  }) => {
    // Several sign-ins in one browser (one mock database): longer than a one-screen test.
    test.slow();
    const title = 'Battery Firmware Engineer';
    await signIn(page, demoLogin('lead@example.com'));
    await postJob(page, title);
    const posted = card(page, title);
    await expect(posted).toContainText('Open');
    await expect(posted.getByRole('link', { name: /0 applicants/ })).toBeVisible();
    await signOut(page);

    // The public Job Pulse shows it at once, newest first.
    await page.goto('/Job_pulse');
    await expect(card(page, title)).toContainText('Voltline Embedded Systems');

    // A candidate finds it in their Job Pulse and applies.
    await signIn(page, demoLogin('student@example.com'));
    await openFromSidebar(page, 'Job Pulse');
    await card(page, title).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/student\/jobpulse\/job-\w+$/);
    const jobId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByText(`Application sent for ${title}`)).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'You applied on' });
    await expect(status).toContainText('Applied');
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

    // Applying twice is refused by the server, and the list marks the job as applied.
    const second = await page.evaluate(
      async (id) => (await fetch(`/api/jobs/${id}/apply`, { method: 'POST', credentials: 'include' })).status,
      jobId,
    );
    expect(second).toBe(409);
    await page.getByRole('link', { name: '← Job Pulse' }).click();
    await expect(card(page, title)).toContainText('Applied');
    await openFromSidebar(page, 'Overview');
    await expect(main(page).getByRole('region', { name: 'My applications' })).toContainText(title);
    await signOut(page);

    // The company sees the applicant, shortlists them, and the overview counts the application.
    await signIn(page, demoLogin('hr@example.com'));
    await expect(page.getByText(`Ananya Rao applied for ${title}`)).toBeVisible();
    await openFromSidebar(page, 'My Jobs');
    await card(page, title)
      .getByRole('link', { name: /1 applicant/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Applicants: ${title}` })).toBeVisible();
    const applicant = card(page, 'Ananya Rao');
    await expect(applicant).toContainText('Applied');
    await applicant.getByRole('button', { name: 'Shortlist Ananya Rao' }).click();
    await expect(applicant).toContainText('Shortlisted');
    await applicant.getByRole('link', { name: 'Ananya Rao' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ananya Rao' })).toBeVisible();
    await expect(main(page)).toContainText('student@example.com');
  });

  test('a company edits, closes, reopens and deletes its jobs', async ({ page }) => {
    // Several sign-ins in one browser (one mock database): longer than a one-screen test.
    test.slow();
    await signIn(page, demoLogin('lead@example.com'));
    await openFromSidebar(page, 'My Jobs');

    await card(page, 'Systems Integration Engineer').getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveValue('Systems Integration Engineer');
    await page.getByLabel('Job title').fill('Systems Integration Lead');
    await page.getByLabel('Openings').fill('0');
    await page.getByLabel('Openings').press('Enter');
    await expect(page.getByText('Openings must be a whole number from 1 to 500')).toBeVisible();
    await page.getByLabel('Openings').fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/company/jobs');
    const edited = card(page, 'Systems Integration Lead');
    await expect(edited).toBeVisible();
    await expect(card(page, 'Systems Integration Engineer')).toHaveCount(0);

    await edited.getByRole('button', { name: 'Close Systems Integration Lead' }).click();
    await expect(edited).toContainText('Closed');
    await page.goto('/job/job-005');
    await expect(page.getByText('This job is closed and no longer takes applications.')).toBeVisible();
    await page.goto('/sub_job_pulse?query=Integration%20Lead');
    await expect(page.getByText('No open jobs match your search.')).toBeVisible();

    await page.goto('/company/jobs');
    await card(page, 'Systems Integration Lead')
      .getByRole('button', { name: /Reopen/ })
      .click();
    await expect(card(page, 'Systems Integration Lead')).toContainText('Open');

    const layout = card(page, 'PCB Layout Engineer');
    await layout.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete job' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(layout).toBeVisible();
    await layout.getByRole('button', { name: /Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted PCB Layout Engineer')).toBeVisible();
    await expect(card(page, 'PCB Layout Engineer')).toHaveCount(0);
    await page.goto('/job/job-002');
    await expect(page.getByRole('alert')).toContainText('This job does not exist or was removed');
  });

  test('Post and Edit Job take a title as typed (issue 14)', async ({ page }) => {
    test.slow(); // a post, an edit and a Job Pulse visit
    const title = 'Node.js Developer (L2) – #Payments';
    await signIn(page, demoLogin('lead@example.com'));
    await postJob(page, title);
    await expect(card(page, title)).toBeVisible();
    await card(page, title).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await page.getByLabel('Job title').fill('');
    await page.getByLabel('Job title').pressSequentially('C/C++ Firmware Engineer 2026');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/company/jobs');
    await expect(card(page, 'C/C++ Firmware Engineer 2026')).toBeVisible();
    await page.goto('/Job_pulse');
    await expect(card(page, 'C/C++ Firmware Engineer 2026')).toContainText('Voltline Embedded Systems');
  });

  test('Post New Job: a 2,000-character title is kept whole and flagged, and the server refuses it (issue 14)', async ({
    page,
  }) => {
    await signIn(page, demoLogin('lead@example.com'));
    await openFromSidebar(page, 'Post New Job');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/company/jobs')) posted = true;
    });
    const title = page.getByLabel('Job title');
    await expect(title).toHaveAttribute('maxlength', '120');
    const long = 'Senior Embedded Firmware Engineer '.repeat(60).slice(0, 2000);
    await pasteInto(title, long);
    await expect(title).toHaveValue(long);
    await expect(page.getByText('Job title must be at most 120 characters long')).toBeVisible();
    await expect(page.getByText('2000 / 120 characters')).toBeVisible();
    await page.getByLabel('Role').selectOption({ label: 'Firmware Developer' });
    await page.getByRole('button', { name: 'Post job' }).click();
    // The title is the first field to fix (the others are merely empty): nothing is sent.
    await expect(title).toBeFocused();
    await expect(title).toHaveValue(long);
    expect(posted).toBe(false);

    // Sent anyway (another client, an old draft): the server answers 400 and says which field and why.
    const answer = await page.evaluate(async (longTitle) => {
      const response = await fetch('/api/company/jobs', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          role: 'firmware_developer',
          title: longTitle,
          description: 'Bootloaders.',
          location: 'Pune',
          openings: 1,
          closing_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    }, long);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Invalid request: title: .*`120`.*2000-character text$/);
  });

  test('Post New Job shows the field rules before sending anything', async ({ page }) => {
    await signIn(page, demoLogin('lead@example.com'));
    await openFromSidebar(page, 'Post New Job');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/company/jobs')) posted = true;
    });
    await page.getByRole('button', { name: 'Post job' }).click();
    for (const message of ['Role is required', 'Job title is required', 'Location is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Role')).toBeFocused();
    await page.getByLabel('Minimum salary').selectOption({ label: '10 LPA' });
    await page.getByLabel('Maximum salary').selectOption({ label: '12 LPA' });
    await page.getByLabel('Minimum salary').selectOption({ label: '15 LPA' });
    // A maximum that is no longer above the minimum is cleared (spec section 4).
    await expect(page.getByLabel('Maximum salary')).toHaveValue('');
    expect(posted).toBe(false);
  });
});
