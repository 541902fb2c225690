import { expect, test, type Page } from './support/test';
import { fillSignIn } from './support/auth';
import { fillFresherDetails } from './support/candidate';
import { field } from './support/field';
import { setMockControls } from './support/mock';
import { dumpClientStorage } from './support/storage-scan';
import { verifyEmail } from './support/verification';
import { uniqueEmail } from './support/unique-email';
import { waitForOfflineReady } from './support/offline';

const PASSWORD = 'Queued@2026';
const accountsFor = (page: Page, email: string) =>
  page.evaluate(
    (address) =>
      (
        window as unknown as { portalMock: { accountsFor: (e: string) => Promise<number> } }
      ).portalMock.accountsFor(address),
    email,
  );

/** A complete fresher registration with a verified e-mail and a resume, ready to submit. */
async function fillFresher(page: Page, email: string) {
  await page.goto('/register/fresher');
  await field(page, 'Full name').fill('Kiran Das');
  await field(page, 'Phone number').fill('9876501234');
  await field(page, 'Email').fill(email);
  await verifyEmail(page, 'Verify email', email);
  const verified = page.getByRole('alertdialog', { name: 'Email Verified!' });
  await verified.getByRole('button', { name: 'OK' }).click();
  await fillFresherDetails(page, PASSWORD);
}

async function submitAndExpectQueued(page: Page) {
  await page.locator('form').getByRole('button', { name: 'Register', exact: true }).click();
  const saved = page.getByRole('alertdialog', { name: 'Saved: it will be sent automatically' });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: '1 submission waiting to be sent' })).toBeVisible();
}

test.describe('outbox: submissions that survive the network', () => {
  test('submitted offline, sent by itself once back online: exactly one account, and the user is told', async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail('offline', 'fresher.test');
    await fillFresher(page, email);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await submitAndExpectQueued(page);
    // Queued with the password encrypted: nowhere in readable storage.
    expect(await dumpClientStorage(page)).not.toContain(PASSWORD);

    await context.setOffline(false);
    // Told in the same words, with the same button, as a registration sent from the form itself.
    const done = page.getByRole('alertdialog', { name: 'Registration Successful' });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(done).toContainText(`Your account for ${email} has been created.`);
    await expect(page.getByRole('button', { name: /waiting to be sent/ })).toHaveCount(0);
    expect(await accountsFor(page, email)).toBe(1);

    // As from the form: the learning platform opens in a new tab, and the registration page starts afresh.
    const learningPlatform = context.waitForEvent('page');
    const reloaded = page.waitForEvent('load');
    await done.getByRole('button', { name: 'Continue to Login page' }).click();
    await (await learningPlatform).close();
    await reloaded;
    await page.goto('/login?type=student');
    await fillSignIn(page, { email, type: 'jobseeker-fresher' }, PASSWORD);
    await expect(page).toHaveURL('/student/dashboard');
  });

  test('an answer lost after the server acted is retried with the same key: no second account', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('dropped', 'fresher.test');
    await fillFresher(page, email);
    await setMockControls(page, { drop: 'after', pathPrefix: '/register' });
    await submitAndExpectQueued(page);
    expect(await accountsFor(page, email)).toBe(1);
    await setMockControls(page, {});
    await expect(page.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await accountsFor(page, email)).toBe(1);
    await expect(page.getByRole('alertdialog', { name: 'Registration Failed' })).toHaveCount(0);
  });

  test('a submission that timed out is retried without duplication', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('timeout', 'fresher.test');
    await fillFresher(page, email);
    await setMockControls(page, { delayMs: 6000, pathPrefix: '/register' });
    await submitAndExpectQueued(page);
    await setMockControls(page, {});
    await expect(page.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible({
      timeout: 25_000,
    });
    expect(await accountsFor(page, email)).toBe(1);
  });

  test('a rejected submission comes back to its form; a pending one can be cancelled', async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail('cancel', 'fresher.test');
    await fillFresher(page, email);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await submitAndExpectQueued(page);
    await page.getByRole('button', { name: '1 submission waiting to be sent' }).click();
    const list = page.getByRole('dialog', { name: 'Waiting to be sent' });
    await expect(list).toContainText('Candidate registration');
    await list.getByRole('button', { name: 'Cancel' }).click();
    const toast = page.getByText('Candidate registration cancelled.');
    await expect(toast).toBeVisible();
    // A toast starts below the offline bar, never over its message and button (at the top of the page).
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = await page.getByRole('status').filter({ hasText: 'Offline.' }).boundingBox();
    const toastItem = page.locator('[data-sonner-toast]', { has: toast });
    // Polled: the toast slides in from above, so its box is measured once it has settled.
    await expect
      .poll(async () => (await toastItem.boundingBox())!.y)
      .toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await context.setOffline(false);
    await page.goto('/register/fresher');
    await expect(field(page, 'Full name')).toHaveValue('Kiran Das');
    await expect(page.getByText('kiran-cv.pdf')).toBeVisible();
    expect(await accountsFor(page, email)).toBe(0);
  });
});
