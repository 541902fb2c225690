import { expect, test } from './support/test';
import { DEMO_LOGINS } from './support/accounts';
import { fillSignIn, signIn, signOut } from './support/auth';
import { headerMenu } from './support/header';

test.describe('sign in and out as every demo account', () => {
  for (const login of DEMO_LOGINS) {
    test(`${login.email} (${login.type})`, async ({ page }) => {
      await page.goto(login.loginPath);
      await fillSignIn(page, login);
      await expect(page).toHaveURL(login.dashboardPath);
      const landing = login.landing ?? 'Overview';
      await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
      // A member of the committee whose role has no overview lands on their rounds (issue 35).
      if (!login.landing) await expect(page.getByText(`Welcome back, ${login.name}.`)).toBeVisible();

      // The session survives a reload (startup session check against the mock backend).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();

      await page.getByRole('button', { name: 'Logout', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
      await expect(dialog).toContainText(login.email);
      await dialog.getByRole('button', { name: 'Logout', exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(headerMenu(page, 'Login')).toBeVisible();

      // Signed out for real: the dashboard now sends the visitor to /login.
      await page.goto(login.dashboardPath);
      await expect(page).toHaveURL('/login');
    });
  }

  test('Cancel in the logout dialog keeps the user signed in', async ({ page }) => {
    await signIn(page, DEMO_LOGINS[0]!);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm Logout' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveURL('/student/dashboard');
  });

  test('a failed logout call still signs the user out locally', async ({ page }) => {
    await signIn(page, DEMO_LOGINS[3]!);
    await page.evaluate(() =>
      (window as unknown as { portalMock: { setControls: (c: object) => void } }).portalMock.setControls({
        status: 500,
        pathPrefix: '/user/logout',
      }),
    );
    await signOut(page);
    await expect(headerMenu(page, 'Login')).toBeVisible();
  });
});

test.describe('sign-in screen rules', () => {
  test('asks for an account type, then for every field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select account type');
    await page.getByLabel('Account type').selectOption({ label: 'Student (College)' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test('the organisation pages fix the type and still ask for every field', async ({ page }) => {
    await page.goto('/company/login');
    await expect(page.getByLabel('Account type')).toBeDisabled();
    await expect(page.getByLabel('Account type')).toHaveValue('company');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test('?type=student preselects the student type', async ({ page }) => {
    await page.goto('/login?type=student');
    await expect(page.getByLabel('Account type')).toHaveValue('student-college');
  });

  test('shows the server message for wrong credentials and toggles the password', async ({ page }) => {
    await page.goto('/college/login');
    await fillSignIn(page, { email: 'tpo@example.com', type: 'college' }, 'Wrong@2026');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });
});
