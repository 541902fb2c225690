import { expect, test } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';

test.describe('route guards', () => {
  for (const path of [
    '/student/dashboard',
    '/student/resume',
    '/company/jobs',
    '/college/students',
    '/company',
  ]) {
    test(`an anonymous visitor to ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('/home sends an anonymous visitor to /login and a signed-in one to their dashboard', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL('/login');
    await signIn(page, demoLogin('tpo@example.com'));
    await page.goto('/home');
    await expect(page).toHaveURL('/college/dashboard');
  });

  test('a signed-in user of the wrong type goes to /unauthorized', async ({ page }) => {
    await signIn(page, demoLogin('student@example.com'));
    for (const path of ['/company/dashboard', '/college/companies']) {
      await page.goto(path);
      await expect(page).toHaveURL('/unauthorized');
      await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    }
  });

  test('a company user may not open the candidate area', async ({ page }) => {
    await signIn(page, demoLogin('hr@example.com'));
    await page.goto('/student/jobpulse');
    await expect(page).toHaveURL('/unauthorized');
  });

  test('signed-in users are bounced from sign-in and forgot-password pages to /', async ({ page }) => {
    await signIn(page, demoLogin('lead@example.com'));
    for (const path of ['/login', '/company/login', '/forgot-password', '/college/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
  });

  test('the sidebar shows the entries of each area', async ({ page }) => {
    await signIn(page, demoLogin('professional@example.com'));
    const sidebar = page.getByRole('navigation', { name: 'Professional Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Overview',
      'Job Pulse',
      'Courses',
      'Professional Resume',
    ]);
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('target', '_blank');
    await sidebar.getByRole('link', { name: 'Professional Resume' }).click();
    await expect(page).toHaveURL('/student/resume');
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Resume' })).toBeVisible();
  });

  test('the company top bar offers Post New Job', async ({ page }) => {
    await signIn(page, demoLogin('lead@example.com'));
    const sidebar = page.getByRole('navigation', { name: 'Company Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Overview',
      'My Jobs',
      'Campus drives',
      'Post New Job',
      'Students',
      'Team',
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'Post New Job' }).click();
    await expect(page).toHaveURL('/company/postjob');
  });
});

test.describe('other routes', () => {
  test('an unknown path shows the error page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown path inside an area shows the error page in the shell', async ({ page }) => {
    await signIn(page, demoLogin('student@example.com'));
    await page.goto('/student/nothing-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Student Dashboard' })).toBeVisible();
  });

  const publicPaths = [
    '/about-us',
    '/Job_pulse',
    '/usage-of-dmm',
    '/PcbDesigner',
    '/collegeform',
    '/register/fresher',
  ];
  for (const path of publicPaths) {
    test(`${path} renders its page with a title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Campus Pulse$/);
    });
  }
});
