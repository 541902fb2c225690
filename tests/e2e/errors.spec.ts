import { expect, test } from './support/test';
import { fillSignIn } from './support/auth';

test.describe('sign-in error paths on the mock backend', () => {
  test('429 after five failed attempts for one e-mail', async ({ page }) => {
    await page.goto('/login');
    const login = { email: 'fresher@example.com', type: 'jobseeker-fresher' as const };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillSignIn(page, login, `Wrong@${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    }
    await fillSignIn(page, login);
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please try again later.');
    await expect(page).toHaveURL('/login');
  });

  test('a response slower than 5 s shows the network message', async ({ page }) => {
    test.slow();
    await page.goto('/company/login?mockDelay=6000&mockPath=/user/login');
    await fillSignIn(page, { email: 'lead@example.com', type: 'company' });
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection.', {
      timeout: 9000,
    });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('a dropped response shows the network message', async ({ page }) => {
    await page.goto('/college/login?mockDrop=before&mockPath=/user/login');
    await fillSignIn(page, { email: 'tpo@example.com', type: 'college' });
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection.');
  });

  test('a 500 shows the server error message', async ({ page }) => {
    await page.goto('/college/login?mockStatus=500&mockPath=/user/login');
    await fillSignIn(page, { email: 'tpo@example.com', type: 'college' });
    await expect(page.getByRole('alert')).toHaveText('Server error. Please try again later.');
  });
});
