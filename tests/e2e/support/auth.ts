import { expect, type Page } from '@playwright/test';
import { USER_TYPE_LABELS } from '../../../src/lib/user-types';
import { DEMO_PASSWORD, type DemoLogin } from './accounts';

/** Fills the sign-in form as a person would (label by label) and submits with Enter. */
export async function fillSignIn(
  page: Page,
  login: Pick<DemoLogin, 'email' | 'type'>,
  password = DEMO_PASSWORD,
) {
  const typeSelect = page.getByLabel('Account type');
  if (await typeSelect.isEnabled()) await typeSelect.selectOption({ label: USER_TYPE_LABELS[login.type] });
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

export async function signIn(page: Page, login: DemoLogin, password = DEMO_PASSWORD) {
  await page.goto(login.loginPath);
  await fillSignIn(page, login, password);
  await expect(page).toHaveURL(login.dashboardPath);
}

/** Logout from the signed-in top bar, confirmed in the 'Confirm Logout' dialog; the app then shows home. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm Logout' })
    .getByRole('button', { name: 'Logout', exact: true })
    .click();
  await expect(page).toHaveURL('/');
}
