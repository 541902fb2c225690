import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { waitForOfflineReady } from './support/offline';
import { ANANYA, openDrive, openRound, TPO, VALIDATION } from './support/season-round';

/**
 * Issue 27: what the round screen says about the connection follows the connection and the outbox. Results saved
 * offline are announced as waiting; once the connection is back and they are sent, nothing says "No connection"
 * any more, while the outcome is shown and after it is dismissed.
 */
test('after queued round results are sent on reconnecting, no message says the connection is missing', async ({
  page,
  context,
}) => {
  test.slow(); // sign-in, the round's table, the complete offline copy, then a send by the outbox
  await signIn(page, TPO);
  await openDrive(page, 'college', VALIDATION, 'Rounds in progress');
  await openRound(page, 2);
  await waitForOfflineReady(page);
  const noConnection = page.getByText(/No connection/);
  const offlineBanner = page.getByRole('status').filter({ hasText: 'Offline.' });
  const waiting = page.getByRole('heading', { name: /waiting to be sent/ });

  await context.setOffline(true);
  await page.getByLabel('Roll numbers or e-mails').fill(ANANYA.roll);
  await page.getByLabel('These students').selectOption({ label: 'were absent' });
  await page.getByRole('button', { name: 'Add 1 entry' }).click();
  await page.getByRole('button', { name: 'Save to publish when back online' }).click();
  await expect(waiting).toBeVisible();
  await expect(noConnection.first()).toBeVisible();
  await expect(offlineBanner).toBeVisible();

  await context.setOffline(false);
  const published = page.getByRole('alertdialog', { name: 'Round results published' });
  await expect(published).toBeVisible({ timeout: 25_000 });
  await expect(published).toContainText('1 student marked absent');
  // Online, and nothing waits: no message says otherwise.
  await expect(waiting).toHaveCount(0);
  await expect(noConnection).toHaveCount(0);
  await expect(offlineBanner).toHaveCount(0);

  await published.getByRole('button', { name: 'OK' }).click();
  await expect(published).toBeHidden();
  await expect(noConnection).toHaveCount(0);
  await expect(offlineBanner).toHaveCount(0);
});
