import { expect, test } from './support/test';
import { fillSignIn } from './support/auth';
import {
  CORRECT_FIELDS,
  expectSubmitWarning,
  fillCompanyDetails,
  fillCompleteForm,
  fillContact,
  fillPasswords,
  HR,
  hr,
  jobPost,
  LEAD,
  openCompanyForm,
  PASSWORD,
  submitButton,
  technical,
  verify,
} from './support/company-form';
import { setMockControls } from './support/mock';
import { codeFromMailbox } from './support/verification';

/**
 * The company registration form (/companyform) end to end, on the demo build's mock backend: registering and
 * signing in, the submit checks, the server's answers and the keyboard (the e-mail verification is in
 * company-form-verification.spec.ts, the fields and job posts in company-form-fields.spec.ts).
 */

test.describe('company registration form', () => {
  test.beforeEach(({ page }) => openCompanyForm(page));

  test('creates an account that signs in with both the technical lead and the HR e-mail', async ({
    page,
  }) => {
    test.slow(); // two verifications with their 2-second confirmations, then two sign-ins
    await expect(page.getByText('Corporate Partnership & Onboarding Portal')).toBeVisible();
    await fillCompleteForm(page);
    // A second post left untouched is not sent.
    await page.getByRole('button', { name: 'Add job post' }).click();

    const request = page.waitForRequest((r) => r.url().endsWith('/api/company/form'));
    await submitButton(page).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      company_name: 'Acme Devices (India) Pvt. Ltd.',
      company_address: '12 MG Road, Bengaluru',
      website: 'https://www.acme-devices.in',
      employees: '26-50',
      contact_person: LEAD.name,
      designation: 'cto',
      email: LEAD.email,
      phone: LEAD.phone,
      hr_name: HR.name,
      hr_designation: 'manager',
      hr_email: HR.email,
      hr_phone: HR.phone,
      password: PASSWORD,
      acknowledge: true,
      jobs: [
        {
          role: 'firmware_developer',
          title: 'Firmware Engineer',
          description: 'Bare-metal C on ARM Cortex-M.',
          min_salary: 4.5,
          max_salary: 8,
        },
      ],
    });

    const success = page.getByRole('alertdialog', { name: 'Submission Successful' });
    await expect(success).toContainText('Company form submitted successfully!');
    await expect(success).toContainText(
      `Sign in with either registered email (${LEAD.email} or ${HR.email}) and the password you chose.`,
    );
    // The form was cleared behind the dialog.
    await expect(page.getByLabel('Company name')).toHaveValue('');
    await expect(
      technical(page).getByRole('textbox', { name: 'Technical lead email', exact: true }),
    ).toHaveValue('');
    await expect(page.getByText('1 job post', { exact: true })).toBeVisible();

    await success.getByRole('button', { name: 'Continue to Login page' }).click();
    await expect(page).toHaveURL('/login?type=company');
    await expect(page.getByLabel('Account type')).toHaveValue('company');
    await fillSignIn(page, { email: LEAD.email, type: 'company' }, PASSWORD);
    await expect(page).toHaveURL('/company/dashboard');

    // A reload keeps the session and drops the demo mailbox's code toasts (30 s), which cover the top bar.
    await page.reload();
    await expect(page).toHaveURL('/company/dashboard');
    const logout = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(logout).toContainText(LEAD.email);
    await logout.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/login?type=company');
    await fillSignIn(page, { email: HR.email, type: 'company' }, PASSWORD);
    await expect(page).toHaveURL('/company/dashboard');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(logout).toContainText(HR.email);
  });

  test('runs every submit check in the spec order', async ({ page }) => {
    test.slow(); // two verifications with their 2-second confirmations
    // Field errors first: an empty form; the focus returns to the first highlighted field.
    await expectSubmitWarning(page, CORRECT_FIELDS);
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeFocused();

    // Every blocking field right except the website; phones, passwords and verification still open.
    await fillCompanyDetails(page);
    await page.getByLabel('Website').fill('not a website');
    await fillContact(technical(page), 'Technical lead', { name: LEAD.name, email: LEAD.email }, 'CTO');
    await fillContact(hr(page), 'HR', { name: HR.name, email: HR.email }, 'Manager');
    await page.getByLabel('I have read and agree to the Privacy Policy.').check();
    await expectSubmitWarning(page, CORRECT_FIELDS);
    await expect(
      page.getByText('Please enter a valid website URL (for example https://www.example.com)'),
    ).toBeVisible();
    await expect(page.getByLabel('Website')).toBeFocused();

    await page.getByLabel('Website').fill('www.acme-devices.in');
    await page.getByLabel('I have read and agree to the Privacy Policy.').uncheck();
    await expectSubmitWarning(page, CORRECT_FIELDS);
    await expect(
      page.getByText('Please acknowledge that you have read and agree to the Privacy Policy.'),
    ).toBeVisible();
    await page.getByLabel('I have read and agree to the Privacy Policy.').check();

    // A job post with something filled in needs a role and a title.
    await jobPost(page, 1).getByLabel('Job title').fill('Firmware Engineer');
    await expectSubmitWarning(page, CORRECT_FIELDS);
    await expect(jobPost(page, 1).getByText('Role is required')).toBeVisible();
    await expect(jobPost(page, 1).getByLabel('Role')).toBeFocused();
    await jobPost(page, 1).getByLabel('Role').selectOption({ label: 'Firmware Developer' });

    await expectSubmitWarning(page, 'Invalid Technical Lead Phone Number');
    await expect(technical(page).getByLabel('Technical lead phone')).toBeFocused();
    await expect(technical(page).getByText('Phone number is required')).toBeVisible();
    await technical(page).getByLabel('Technical lead phone').fill('98765');
    await expectSubmitWarning(page, 'Invalid Technical Lead Phone Number');
    await technical(page).getByLabel('Technical lead phone').fill(LEAD.phone);

    await expectSubmitWarning(page, 'Invalid HR Phone Number');
    await hr(page).getByLabel('HR phone').fill(HR.phone);

    await expectSubmitWarning(page, 'Please enter and confirm your password.');
    await fillPasswords(page, 'weakpass');
    await expectSubmitWarning(
      page,
      'Password must contain: One uppercase letter, One number, One special character',
    );
    await fillPasswords(page, PASSWORD, 'Strong@2027');
    await expectSubmitWarning(page, 'Passwords do not match');
    await fillPasswords(page, PASSWORD);

    await expectSubmitWarning(page, 'Please verify your technical lead email before submitting the form.');
    await verify(page, 'Technical lead email', LEAD.email);
    await expectSubmitWarning(page, 'Please verify your HR email before submitting the form.');
    await verify(page, 'HR email', HR.email);

    await submitButton(page).click();
    await expect(page.getByRole('alertdialog', { name: 'Submission Successful' })).toBeVisible();
  });

  test('a server error keeps the data and shows Submission Failed', async ({ page }) => {
    test.slow(); // two verifications with their 2-second confirmations
    await fillCompleteForm(page);
    await setMockControls(page, { status: 500, delayMs: 800, pathPrefix: '/company/form' });
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const failed = page.getByRole('alertdialog', { name: 'Submission Failed' });
    await expect(failed).toContainText('Forced status 500 (mock controls)');
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByLabel('Company name')).toHaveValue('Acme Devices (India) Pvt. Ltd.');
    await expect(jobPost(page, 1).getByLabel('Job title')).toHaveValue('Firmware Engineer');
    await expect(page.getByRole('button', { name: 'HR email verified' })).toBeDisabled();

    // No answer at all: the submission waits in the outbox and is sent by itself (docs/offline.md).
    await setMockControls(page, { drop: 'before', pathPrefix: '/company/form' });
    await submitButton(page).click();
    const saved = page.getByRole('alertdialog', { name: 'Saved: it will be sent automatically' });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'OK' }).click();
    await setMockControls(page, {});
    await expect(page.getByRole('alertdialog', { name: 'Submission Successful' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('can be worked with the keyboard alone', async ({ page }) => {
    test.slow(); // a verification with its 2-second confirmation
    await page.getByLabel('Company name').focus();
    await page.keyboard.type('Acme');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Website')).toBeFocused();

    // Enter in a text field submits; the warning's OK takes the focus back to the first field to fix.
    await page.keyboard.press('Enter');
    const warning = page.getByRole('alertdialog', { name: 'Please check the form' });
    await expect(warning).toContainText(CORRECT_FIELDS);
    await expect(warning.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Website')).toBeFocused();

    // The e-mail's Verify button follows its field; the OTP dialog takes the focus to the first box.
    await technical(page).getByRole('textbox', { name: 'Technical lead email', exact: true }).focus();
    await page.keyboard.type(LEAD.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Verify technical lead email' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(dialog.getByLabel('Digit 1 of 6')).toBeFocused();
    await page.keyboard.type(await codeFromMailbox(page, LEAD.email));
    await expect(page.getByRole('button', { name: 'Technical lead email verified' })).toBeDisabled({
      timeout: 5000,
    });
    await expect(page.getByText('Email verified successfully')).toBeHidden({ timeout: 5000 });

    // Job posts: hide and show, add (focus lands in the new post), delete with confirmation.
    const toggle = page.getByRole('button', { name: 'Hide job openings' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Show job openings' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Add job post' }).focus();
    await page.keyboard.press('Enter');
    await expect(jobPost(page, 2).getByLabel('Role')).toBeFocused();
    await page.getByRole('button', { name: 'Delete job post 2' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete job post' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(jobPost(page, 2)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add job post' })).toBeFocused();
  });
});
