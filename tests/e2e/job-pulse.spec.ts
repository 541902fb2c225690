import { expect, test, type Page } from './support/test';
import { LIST_PAGE_SIZE } from '../../src/lib/constants';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { setMockControls } from './support/mock';

const jobCards = (page: Page) => page.getByRole('main').getByRole('article');
const jobsFound = (page: Page) => page.getByRole('status').filter({ hasText: /open jobs?$/ });

test.describe('public Job Pulse', () => {
  test('lists the live open jobs a page at a time, with a role filter and a search', async ({ page }) => {
    await page.goto('/Job_pulse');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Pulse' })).toBeVisible();
    await expect(jobCards(page)).toHaveCount(LIST_PAGE_SIZE);
    await expect(jobsFound(page)).toHaveText('22 open jobs');

    await page.getByRole('navigation', { name: 'Job pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('11–20 of 22')).toBeVisible();

    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'PCB Designer' });
    await expect(page).toHaveURL('/Job_pulse?role=pcb_designer');
    await expect(jobsFound(page)).toHaveText('2 open jobs');
    await expect(jobCards(page).filter({ hasText: 'PCB Designer' })).toHaveCount(2);

    await page.getByLabel('Search jobs').fill('pune');
    await page.getByLabel('Search jobs').press('Enter');
    await expect(jobsFound(page)).toHaveText('1 open job');
    await expect(jobCards(page)).toHaveText([/Junior PCB Designer/]);

    await page.getByLabel('Search jobs').fill('underwater basket weaving');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No open jobs match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/Job_pulse');
    await expect(jobsFound(page)).toHaveText('22 open jobs');
  });

  test('a role page link preselects the role, and the role chips switch it', async ({ page }) => {
    await page.goto('/Job_pulse?role=firmware_developer');
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('firmware_developer');
    await expect(jobsFound(page)).toHaveText('2 open jobs');
    const roles = page.getByRole('navigation', { name: 'Jobs by role' });
    await roles.getByRole('link', { name: /Integration Engineer/ }).click();
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('integration_engineer');
    await expect(jobsFound(page)).toHaveText('3 open jobs');
  });

  test('/sub_job_pulse lists every opening with the same search', async ({ page }) => {
    await page.goto('/sub_job_pulse');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Pulse: All Openings' })).toBeVisible();
    await page.getByLabel('Search jobs').fill('Northstar');
    await page.getByLabel('Search jobs').press('Enter');
    await expect(jobsFound(page)).toHaveText('3 open jobs');
    await jobCards(page).getByRole('link', { name: 'Analog Front-End Engineer' }).click();
    await expect(page).toHaveURL(/\/job\/job-015$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analog Front-End Engineer' })).toBeVisible();
  });

  test('a job page asks an anonymous visitor to sign in before applying', async ({ page }) => {
    await page.goto('/job/job-001');
    await expect(page.getByRole('heading', { level: 1, name: 'Embedded Software Engineer' })).toBeVisible();
    await expect(page.getByText('Voltline Embedded Systems')).toBeVisible();
    await expect(page.getByText('6 LPA – 10 LPA')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    await expect(page).toHaveURL('/login?type=student');
  });

  test('a signed-in candidate applies from the public job page once', async ({ page }) => {
    await signIn(page, demoLogin('fresher@example.com'));
    await page.goto('/job/job-011');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You applied on' })).toContainText('Applied');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You applied on' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  });

  test('a closed or removed job says so', async ({ page }) => {
    await page.goto('/job/job-006');
    await expect(page.getByText('This job is closed and no longer takes applications.')).toBeVisible();
    await page.goto('/job/job-does-not-exist');
    await expect(page.getByRole('alert')).toContainText('This job does not exist or was removed');
  });

  test('shows an error with Try again when the jobs cannot be loaded', async ({ page }) => {
    await page.goto('/sub_job_pulse');
    await expect(jobCards(page)).toHaveCount(LIST_PAGE_SIZE);
    await setMockControls(page, { status: 500, pathPrefix: '/jobs' });
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'Server error. Please try again later.' });
    await expect(failure).toBeVisible();
    await setMockControls(page, {});
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(jobCards(page)).toHaveCount(LIST_PAGE_SIZE);
  });
});

test.describe('public Job Pulse on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the first job shows on the first screen: the role chips are one row that scrolls', async ({
    page,
  }) => {
    await page.goto('/Job_pulse');
    const firstJob = jobCards(page).first();
    await expect(firstJob.getByRole('heading')).toBeVisible();
    await expect(firstJob.getByRole('heading')).toBeInViewport({ ratio: 1 });

    const chips = page.getByRole('navigation', { name: 'Jobs by role' }).getByRole('link');
    const tops = await chips.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size, 'chip rows').toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('a chosen role’s chip is scrolled into the row’s view, and every chip can be reached', async ({
    page,
  }) => {
    await page.goto('/Job_pulse?role=firmware_developer');
    const roles = page.getByRole('navigation', { name: 'Jobs by role' });
    await expect(roles.getByRole('link', { name: /Firmware Developer/ })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const last = roles.getByRole('link').last();
    await last.focus();
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});
