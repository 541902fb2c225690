import { expect, test } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';

test.describe('dashboard shell', () => {
  test('under 768 px the sidebar is an overlay that closes on navigation, backdrop and growing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, demoLogin('student@example.com'));
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Job Pulse' }).click();
    await expect(page).toHaveURL('/student/jobpulse');
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 360, y: 400 } });
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sidebar).toBeHidden();
  });

  test('on desktop the sidebar collapses from 256 to 80 px and remembers it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, demoLogin('lead@example.com'));
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
  });
});
