import { expect, test } from './support/test';
import { paths as routes } from '../../src/lib/routes';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { card, main, openFromSidebar } from './support/dashboard';
import { verifyEmail } from './support/verification';

// The dashboards' candidate screens (the jobs they share are in dashboards.spec.ts). Every test runs in its own browser context, so each starts from a freshly seeded mock database.

test.describe('candidates', () => {
  test('a college sees a candidate who registered with its name spelled differently', async ({ page }) => {
    // Several sign-ins in one browser (one mock database): longer than a one-screen test.
    test.slow();
    const email = `kiran.${Date.now().toString(36)}@example.com`;
    const spelling = 'R.V. College of Engg., Bengaluru';
    await page.goto('/register/student-college');
    // Labels carry a required marker, so fields are found by their accessible names.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Kiran Hegde');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await verifyEmail(page, 'Verify email', email);
    const verified = page.getByRole('alertdialog', { name: 'Email Verified!' });
    await verified.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel(/^Password/).fill('Career@2026');
    await page.getByLabel(/^Confirm password/).fill('Career@2026');
    await page.getByRole('combobox', { name: 'College' }).fill(spelling);
    await page.getByRole('combobox', { name: 'Year of study' }).selectOption('2nd Year');
    await page.getByRole('combobox', { name: 'Joining year' }).selectOption('2024');
    await page.getByRole('combobox', { name: 'Branch' }).selectOption('EEE');
    await page.getByRole('textbox', { name: 'Skills' }).fill('Soldering, KiCad');
    await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible();

    await signIn(page, demoLogin('tpo@example.com'));
    // The overview's count of candidates who named the college (the batch's own figures stand above it).
    const named = main(page)
      .getByRole('term')
      .filter({ hasText: /^Candidates who named your college$/ });
    await expect(named.locator('xpath=following-sibling::dd[1]')).toHaveText('15');
    await openFromSidebar(page, 'Students');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Kiran');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(card(page, 'Kiran Hegde')).toContainText(`Registered as “${spelling}”`);
    await signOut(page);

    // Companies find the same registration in their Students.
    await signIn(page, demoLogin('lead@example.com'));
    await openFromSidebar(page, 'Students');
    await page.getByRole('searchbox', { name: 'College' }).fill('RV College of Engineering');
    await page.getByRole('combobox', { name: 'Branch' }).selectOption('EEE');
    await expect(card(page, 'Kiran Hegde')).toBeVisible();
  });

  test('a college sees only its students, with branch and year filters', async ({ page }) => {
    await signIn(page, demoLogin('tpo@example.com'));
    await openFromSidebar(page, 'Students');
    await expect(main(page).getByRole('status').filter({ hasText: 'students' })).toHaveText('14 students');
    await expect(main(page)).not.toContainText('ARCHITECTURE');
    await page.getByRole('combobox', { name: 'Branch' }).selectOption('ECE');
    await page.getByRole('combobox', { name: 'Year of study' }).selectOption('3rd Year');
    await expect(page).toHaveURL(/branch=ECE/);
    await expect(card(page, 'Ananya Rao')).toBeVisible();
    for (const text of await main(page).getByRole('article').allTextContents()) {
      expect(text).toContain('ECE · 3rd Year');
    }
    await openFromSidebar(page, 'Companies');
    await expect(card(page, 'Voltline Embedded Systems')).toContainText('5 open');
    await openFromSidebar(page, 'Jobs');
    await expect(main(page).getByRole('status').filter({ hasText: 'open jobs' })).toHaveText('22 open jobs');
  });

  test('a company filters candidates, views a profile and downloads the resume', async ({ page }) => {
    await signIn(page, demoLogin('lead@example.com'));
    await openFromSidebar(page, 'Students');
    await page
      .getByRole('combobox', { name: 'Candidate type' })
      .selectOption({ label: 'Working Professional' });
    await expect(main(page).getByRole('status').filter({ hasText: 'candidates' })).toHaveText(
      '10 candidates',
    );
    for (const text of await main(page).getByRole('article').allTextContents()) {
      expect(text).toContain('Working Professional');
    }
    await page
      .getByRole('combobox', { name: 'Candidate type' })
      .selectOption({ label: 'JobSeeker - Fresher' });
    await page.getByRole('searchbox', { name: 'Skills' }).fill('matlab');
    await page.getByRole('searchbox', { name: 'Skills' }).press('Enter');
    await card(page, 'Rahul Verma').getByRole('link', { name: 'Rahul Verma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rahul Verma' })).toBeVisible();
    await expect(main(page)).toContainText('fresher@example.com');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download resume' }).click();
    expect((await download).suggestedFilename()).toBe('Rahul_Verma_Resume.pdf');
  });

  test('a working professional replaces the Professional Resume with the same file rules', async ({
    page,
  }) => {
    await signIn(page, demoLogin('professional@example.com'));
    await openFromSidebar(page, 'Professional Resume');
    await expect(main(page)).toContainText('Priya_Nair_Resume.pdf');
    const picker = page.getByLabel('New professional resume file');
    await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByText('Please select a PDF, DOC, or DOCX file')).toBeVisible();
    await picker.setInputFiles({
      name: 'priya-2026.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 new'),
    });
    await page.getByRole('button', { name: 'Upload professional resume' }).click();
    await expect(page.getByText(/Professional Resume updated: priya-2026\.pdf/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current file' })).toContainText('priya-2026.pdf');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download of priya-2026.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('priya-2026.pdf');
  });

  test('the candidate Courses screen lists the catalogue and continues on the learning platform', async ({
    page,
  }) => {
    await signIn(page, demoLogin('student@example.com'));
    await openFromSidebar(page, 'Courses');
    await page.getByLabel('Category').selectOption({ label: 'Embedded firmware' });
    const courses = main(page).getByRole('article');
    await expect(courses.first()).toContainText('Embedded firmware');
    const link = courses.first().getByRole('link', { name: /Continue Learning/ });
    await expect(link).toHaveAttribute('href', routes.learningPlatformSignIn);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('dashboards on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('nothing is wider than the screen', async ({ page }) => {
    // Several sign-ins in one browser (one mock database): longer than a one-screen test.
    test.slow();
    const pages: [string, string[]][] = [
      ['lead@example.com', ['/company/dashboard', '/company/jobs', '/company/postjob', '/company/students']],
      ['student@example.com', ['/student/dashboard', '/student/jobpulse', '/student/jobpulse/job-001']],
      ['tpo@example.com', ['/college/dashboard', '/college/students', '/college/companies']],
    ];
    for (const [email, paths] of pages) {
      await signIn(page, demoLogin(email));
      for (const path of paths) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        // Wait until the screen's data is in (no loading placeholder left).
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await signOut(page);
    }
  });
});
