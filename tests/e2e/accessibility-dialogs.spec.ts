import { expect, test, type Locator, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { AuditLog, settle } from './support/axe';
import { fillFresherDetails } from './support/candidate';
import { headerMenu, summaryOf } from './support/header';
import { field } from './support/field';
import { setMockControls } from './support/mock';
import { codeFromMailbox } from './support/verification';
import { uniqueEmail } from './support/unique-email';
import { waitForOfflineReady } from './support/offline';

/**
 * Dialogs, overlays, suggestion lists and toasts audited while open (axe; see support/axe.ts). Each test walks
 * one form or screen through its states and reports all findings at the end.
 */

const PASSWORD = 'Access@2026';
async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/** Audits with `dialog` open (visible, and done fading in), naming the screen after it. */
async function auditOpen(log: AuditLog, page: Page, dialog: Locator, screen: string) {
  await expect(dialog).toBeVisible();
  // A toast fades in over 0.4 s: audited mid-way its text is paler than it will be, and fails contrast by chance.
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await log.check(page, screen, { outline: false });
}

/** Types into a suggestion field and audits its list, the first option active. */
async function auditSuggestions(log: AuditLog, page: Page, combobox: Locator, typed: string, screen: string) {
  await combobox.fill(typed);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await combobox.press('ArrowDown');
  await auditOpen(log, page, suggestions, screen);
  return suggestions;
}

/** Sends a code to the e-mail typed in the field and waits for the OTP dialog and the mailbox toast. */
async function openOtpDialog(page: Page, verifyButton: string, email: string) {
  await page.getByRole('button', { name: verifyButton }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(dialog).toBeVisible();
  return { dialog, code: await codeFromMailbox(page, email) };
}

test.describe('accessibility of dialogs and overlays', () => {
  test('candidate form: warning, OTP, verification outcomes, error, queued, pending list, success', async ({
    page,
    context,
  }) => {
    test.slow();
    const log = new AuditLog();
    const email = uniqueEmail('fresher', 'a11y.test');
    await open(page, '/register/fresher');
    const register = page.locator('form').getByRole('button', { name: 'Register', exact: true });

    await register.click();
    const warning = page.getByRole('alertdialog', { name: 'Check your details' });
    await auditOpen(log, page, warning, 'candidate warning dialog');
    await warning.getByRole('button', { name: 'OK' }).click();

    await field(page, 'Full name').fill('Kiran Das');
    await field(page, 'Phone number').fill('9876501234');
    await field(page, 'Email').fill(email);
    const { dialog: otp, code } = await openOtpDialog(page, 'Verify email', email);
    // The demo mailbox's toast is on screen too: the toasts region is audited with it.
    await auditOpen(log, page, otp, 'candidate OTP dialog with a toast');
    await otp.getByLabel('Digit 1 of 6').pressSequentially(code === '000000' ? '111111' : '000000');
    const failed = page.getByRole('alertdialog', { name: 'Verification Failed' });
    await auditOpen(log, page, failed, 'candidate Verification Failed');
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await otp.getByLabel('Digit 1 of 6').pressSequentially(code);
    const verified = page.getByRole('alertdialog', { name: 'Email Verified!' });
    await auditOpen(log, page, verified, 'candidate Email Verified!');
    await verified.getByRole('button', { name: 'OK' }).click();

    await fillFresherDetails(page, PASSWORD);

    await setMockControls(page, { status: 500, pathPrefix: '/register' });
    await register.click();
    const error = page.getByRole('alertdialog', { name: 'Registration Failed' });
    await auditOpen(log, page, error, 'result dialog: error');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await setMockControls(page, {});

    await waitForOfflineReady(page);

    await context.setOffline(true);
    await register.click();
    const queued = page.getByRole('alertdialog', { name: 'Saved: it will be sent automatically' });
    await auditOpen(log, page, queued, 'result dialog: info (queued)');
    await queued.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: '1 submission waiting to be sent' }).click();
    const pending = page.getByRole('dialog', { name: 'Waiting to be sent' });
    await auditOpen(log, page, pending, 'pending submissions dialog');
    await pending.getByRole('button', { name: 'Close' }).click();

    await context.setOffline(false);
    const success = page.getByRole('alertdialog', { name: 'Registration Successful' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await auditOpen(log, page, success, 'result dialog: success');
    log.expectClean();
  });

  test('college form: suggestions, contact delete, check-the-form and OTP', async ({ page }) => {
    test.slow(); // a long form: each audit takes a few seconds
    const log = new AuditLog();
    await open(page, '/collegeform');
    const name = page.getByRole('combobox', { name: 'College name' });
    await auditSuggestions(log, page, name, 'vellore inst', 'college name suggestions');
    await name.press('Escape');

    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Cannot delete' });
    await auditOpen(log, page, guard, 'result dialog: warning (last contact)');
    await guard.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Add another primary contact' }).click();
    await page.getByRole('button', { name: 'Delete primary contact 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete primary contact' });
    await auditOpen(log, page, confirm, 'confirm dialog: delete primary contact');
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const check = page.getByRole('alertdialog', { name: 'Please check the form' });
    await auditOpen(log, page, check, 'college check-the-form warning');
    await check.getByRole('button', { name: 'OK' }).click();

    const email = uniqueEmail('tpo', 'a11y.test');
    await page.getByRole('textbox', { name: 'Official email', exact: true }).fill(email);
    const { dialog: otp } = await openOtpDialog(page, 'Verify official email', email);
    // The verified message (closing by itself after 2 s) is the candidate's 'Email Verified!' view, audited there.
    await auditOpen(log, page, otp, 'college OTP dialog');
    log.expectClean();
  });

  test('company form: OTP and job post delete', async ({ page }) => {
    const log = new AuditLog();
    await open(page, '/companyform');
    const email = uniqueEmail('lead', 'a11y.test');
    await page
      .getByRole('group', { name: 'Technical Lead' })
      .getByRole('textbox', { name: 'Technical lead email', exact: true })
      .fill(email);
    const { dialog: otp } = await openOtpDialog(page, 'Verify technical lead email', email);
    await auditOpen(log, page, otp, 'company OTP dialog');
    await otp.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add job post' }).click();
    await page.getByRole('button', { name: 'Delete job post 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete job post' });
    await auditOpen(log, page, confirm, 'confirm dialog: delete job post');
    log.expectClean();
  });

  test('candidate college field suggestions', async ({ page }) => {
    const log = new AuditLog();
    await open(page, '/register/student-college');
    const college = page.getByRole('combobox', { name: 'College' });
    const suggestions = await auditSuggestions(
      log,
      page,
      college,
      'r v coll',
      'candidate college suggestions',
    );
    // Nothing matches: the manual-entry option.
    await college.fill('zzqx unknown');
    await expect(suggestions.getByRole('option', { name: /Can't find your college/ })).toBeVisible();
    await auditOpen(log, page, suggestions, 'candidate college manual-entry option');
    log.expectClean();
  });

  test('company dashboard: delete job, toast, logout', async ({ page }) => {
    const log = new AuditLog();
    await signIn(page, demoLogin('lead@example.com'));
    await open(page, '/company/jobs');
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete job' });
    await auditOpen(log, page, confirm, 'confirm dialog: delete job');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: /^Deleted / });
    await auditOpen(log, page, toast, 'toast after deleting a job');

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    const logout = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await auditOpen(log, page, logout, 'confirm dialog: logout');
    log.expectClean();
  });

  test('site menus: Register and Login, and the menu at 375 px', async ({ page }) => {
    const log = new AuditLog();
    await open(page, '/');
    for (const menu of ['Register', 'Login']) {
      await summaryOf(headerMenu(page, menu)).click();
      const firstLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /College/ });
      await auditOpen(log, page, firstLink.first(), `${menu} menu`);
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await summaryOf(headerMenu(page, 'Menu')).click();
    await auditOpen(log, page, page.getByRole('navigation', { name: 'Main' }), 'site menu at 375 px');
    log.expectClean();
  });

  test('dashboard sidebar: the overlay at 375 px and collapsed on desktop', async ({ page }) => {
    const log = new AuditLog();
    await signIn(page, demoLogin('student@example.com'));
    await settle(page);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await log.check(page, 'collapsed sidebar', { outline: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
    await auditOpen(log, page, sidebar, 'dashboard sidebar overlay at 375 px');
    log.expectClean();
  });
});
