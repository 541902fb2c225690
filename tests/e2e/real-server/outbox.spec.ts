import { expect, test } from '../support/test';
import { fillSignIn } from '../support/auth';
import { fillFresherDetails } from '../support/candidate';
import { field } from '../support/field';
import { waitForOfflineReady } from '../support/offline';
import { uniqueEmail } from '../support/unique-email';

/**
 * Issue 34: the offline outbox against the real server. A fresher registers: the code comes through the server's
 * demo mailbox (a toast, as on the mock), the form is submitted with the network off, and the registration is sent
 * by itself once the connection returns; the new account signs in.
 */
const PASSWORD = 'Queued@2026';

test('a registration made offline is sent once the connection returns, and its account signs in', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('offline-server', 'fresher.test');
  // The production build's worker takes the pages it did not load: the page is reloaded once it is installed, and
  // the form is filled on a page it controls, with this version's offline copy complete.
  await page.goto('/register/fresher');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await waitForOfflineReady(page);
  await field(page, 'Full name').fill('Kiran Das');
  await field(page, 'Phone number').fill('9876501234');
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Verify email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  // The server mails nobody in the demo: its demo mailbox shows the code, as the mock's does.
  const toast = page.getByText(
    new RegExp(`^Demo mailbox: verification code \\d{6} sent to ${email.replace('.', '\\.')}$`),
  );
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const code = /\d{6}/.exec((await toast.textContent()) ?? '')![0];
  await dialog.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page
    .getByRole('alertdialog', { name: 'Email Verified!' })
    .getByRole('button', { name: 'OK' })
    .click();
  await fillFresherDetails(page, PASSWORD);

  await context.setOffline(true);
  await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
  const saved = page.getByRole('alertdialog', { name: 'Saved: it will be sent automatically' });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: '1 submission waiting to be sent' })).toBeVisible();

  await context.setOffline(false);
  const done = page.getByRole('alertdialog', { name: 'Registration Successful' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done).toContainText(`Your account for ${email} has been created.`);
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toHaveCount(0);

  // The account is on the server: the address is taken, and it signs in from a fresh page.
  const taken = await page.request.get(`/api/check-email/${encodeURIComponent(email)}`);
  expect(await taken.json()).toMatchObject({ exists: true });
  await page.goto('/login?type=student');
  await fillSignIn(page, { email, type: 'jobseeker-fresher' }, PASSWORD);
  await expect(page).toHaveURL('/student/dashboard');
});
