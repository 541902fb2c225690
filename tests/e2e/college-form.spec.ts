import { expect, test } from './support/test';
import { fillSignIn } from './support/auth';
import {
  collegeName,
  confirmPassword,
  contact,
  expectWarning,
  fillContact,
  fillForm,
  password,
  PASSWORD,
  recordRequests,
  sectionsFor,
  submitForm,
  tpoEmail,
  verifyAgain,
} from './support/college-form';
import { setMockControls } from './support/mock';
import { verifyEmail } from './support/verification';
import { uniqueEmail } from './support/unique-email';
import { waitForOfflineReady } from './support/offline';

/**
 * The college registration form: registering, the submit checks and the server's answers (the e-mail
 * verification is in college-form-verification.spec.ts, the institution pick in
 * college-form-institution.spec.ts, the other fields in college-form-fields.spec.ts).
 */

test.describe('college registration form', () => {
  test('happy path: pick the institution, two contacts, two branches, verify, submit, then sign in as the TPO', async ({
    page,
  }) => {
    const email = uniqueEmail('tpo', 'college.test');
    const sentBodies = await recordRequests(page, '/api/college/submit');
    await page.goto('/collegeform');
    await expect(page.getByRole('heading', { name: 'Institution Registration', level: 1 })).toBeVisible();

    await collegeName(page).fill('vellore inst');
    await page.getByRole('option', { name: 'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE' }).click();
    await expect(collegeName(page)).toHaveValue('VELLORE INSTITUTE OF TECHNOLOGY');
    await expect(page.getByLabel('College address')).toHaveValue(/, VELLORE, Tamil Nadu$/);
    await page.getByLabel('University (affiliation)').fill('Deemed University');
    await page.getByLabel('Website').fill('https://vit.ac.in');
    await page.getByLabel('Student strength').fill('2400');

    await fillContact(page, 1, {
      name: 'Asha Menon',
      designation: 'HOD',
      department: 'CSE',
      email: 'asha@vit.test',
      phone: '9876543210',
    });
    await page.getByRole('button', { name: 'Add another primary contact' }).click();
    await fillContact(page, 2, { name: 'Ravi Iyer', email: 'ravi@vit.test', phone: '9123456780' });

    await page.getByLabel('TPO name').fill('Dr. Meera Nair');
    await page.getByLabel('TPO phone number').fill('9000000001');
    await tpoEmail(page).fill(email);
    await verifyEmail(page, 'Verify official email', email);
    const verified = page.getByRole('alertdialog', { name: 'Verify Email' });
    await expect(verified).toContainText('Email verified successfully');
    // OK closes it at once (it would close by itself after 2 s); the page behind it is inert until then.
    await verified.getByRole('button', { name: 'OK' }).click();
    await expect(verified).toBeHidden();
    await expect(page.getByRole('button', { name: 'Official email verified' })).toHaveText('Verified');
    await password(page).fill(PASSWORD);
    await confirmPassword(page).fill(PASSWORD);

    await page.getByRole('checkbox', { name: 'Computer science and allied Branches' }).check();
    await sectionsFor(page, 'Computer science and allied Branches').selectOption('6');
    await page.getByRole('checkbox', { name: 'Mechanical and allied Branches' }).check();
    await sectionsFor(page, 'Mechanical and allied Branches').selectOption('2');
    await page.getByRole('checkbox', { name: /I have read and agree to the Privacy Policy/ }).check();

    await submitForm(page);
    const success = page.getByRole('alertdialog', { name: 'Submission Successful' });
    await expect(success).toContainText('Your college application has been submitted successfully!');
    const [body] = await sentBodies();
    expect(body).toMatchObject({
      college_name: 'VELLORE INSTITUTE OF TECHNOLOGY',
      student_strength: 2400,
      tpo_email: email,
      password: PASSWORD,
      acknowledge: true,
      email_verified: true,
      programs: [
        { branch: 'cse', sections: 6 },
        { branch: 'mech', sections: 2 },
      ],
    });
    expect(body?.primary_contacts).toHaveLength(2);
    expect(body).not.toHaveProperty('confirmPassword');
    await expect(success).toContainText(`Sign in with your TPO email (${email}) and the password you chose.`);
    await expect(collegeName(page)).toHaveValue('');
    await expect(tpoEmail(page)).toHaveValue('');
    await success.getByRole('button', { name: 'Continue to Login page' }).click();

    await expect(page).toHaveURL('/login?type=college');
    await fillSignIn(page, { email, type: 'college' }, PASSWORD);
    await expect(page).toHaveURL('/college/dashboard');
  });

  test('submit checks run in the spec order, each one reachable', async ({ page }) => {
    const email = uniqueEmail('checks', 'college.test');
    await page.goto('/collegeform');

    await submitForm(page);
    await expectWarning(page, 'Please correct the highlighted fields before submitting.');
    await expect(page.getByText('College name is required')).toBeVisible();
    await expect(page.getByText('TPO name is required')).toBeVisible();
    await expect(collegeName(page)).toBeFocused();

    // Every blocking field rule passes; the TPO phone is still empty.
    await collegeName(page).fill('Government Engineering College');
    await page.getByLabel('Student strength').fill('1500');
    await fillContact(page, 1, { name: 'Asha Menon', email: 'asha@gec.test' });
    await page.getByLabel('TPO name').fill('Dr. Ravi Kumar');
    await tpoEmail(page).fill(email);
    await submitForm(page);
    await expectWarning(page, 'Phone number is required');
    await expect(page.getByLabel('TPO phone number')).toBeFocused();

    await page.getByLabel('TPO phone number').fill('9123456780');
    await contact(page, 1).getByLabel('Phone number').fill('98765');
    await submitForm(page);
    await expectWarning(page, 'Please check all contact phone numbers. They must be exactly 10 digits.');
    await expect(contact(page, 1).getByText('Phone number must be exactly 10 digits')).toBeVisible();

    await contact(page, 1).getByLabel('Phone number').fill('9876543210');
    await submitForm(page);
    await expectWarning(page, 'Please enter and confirm your password.');

    await password(page).fill('weakpass');
    await confirmPassword(page).fill('weakpass');
    await submitForm(page);
    await expectWarning(
      page,
      'Password must contain: One uppercase letter, One number, One special character',
    );

    await password(page).fill(PASSWORD);
    await confirmPassword(page).fill(`${PASSWORD}x`);
    await submitForm(page);
    await expectWarning(page, 'Passwords do not match');

    await confirmPassword(page).fill(PASSWORD);
    await submitForm(page);
    await expectWarning(page, 'Please verify your TPO email address before submitting the form.');

    await verifyEmail(page, 'Verify official email', email);
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeVisible();
    await submitForm(page);
    await expectWarning(page, 'Please acknowledge that you have read and agree to the Privacy Policy.');
    await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toBeFocused();

    await page.keyboard.press('Space');
    await submitForm(page);
    await expect(page.getByRole('alertdialog', { name: 'Submission Successful' })).toBeVisible();
  });

  test('a server error shows Submission Failed and keeps the data', async ({ page }) => {
    const email = uniqueEmail('error', 'college.test');
    await page.goto('/collegeform?mockStatus=500&mockDelay=1000&mockPath=/college/submit');
    await fillForm(page, email);
    await verifyEmail(page, 'Verify official email', email);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await submitForm(page);
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const failed = page.getByRole('alertdialog', { name: 'Submission Failed' });
    await expect(failed).toContainText('Forced status 500 (mock controls)');
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(collegeName(page)).toHaveValue('Government Engineering College');
    await expect(tpoEmail(page)).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeVisible();

    // The kept data goes through once the server is back.
    await setMockControls(page, {});
    await submitForm(page);
    await expect(page.getByRole('alertdialog', { name: 'Submission Successful' })).toBeVisible();
  });

  test("an answer of success: false shows 'Submission failed' and keeps every value", async ({ page }) => {
    const email = uniqueEmail('refused', 'college.test');
    await page.goto('/collegeform');
    await fillForm(page, email);
    await verifyEmail(page, 'Verify official email', email);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await setMockControls(page, { refuse: true, pathPrefix: '/college/submit' });
    await submitForm(page);

    const failed = page.getByRole('alertdialog', { name: 'Submission Failed' });
    await expect(failed).toContainText('Submission failed');
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(collegeName(page)).toHaveValue('Government Engineering College');
    await expect(page.getByLabel('TPO name')).toHaveValue('Dr. Ravi Kumar');
    await expect(tpoEmail(page)).toHaveValue(email);
    await expect(password(page)).toHaveValue(PASSWORD);
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeVisible();
  });

  test('queued offline, then refused with success: false: the person is told it failed and gets the details back', async ({
    page,
    context,
  }) => {
    test.slow();
    const email = uniqueEmail('queued-refused', 'college.test');
    await page.goto('/collegeform');
    await fillForm(page, email);
    await verifyEmail(page, 'Verify official email', email);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await submitForm(page);
    const saved = page.getByRole('alertdialog', { name: 'Saved: it will be sent automatically' });
    await saved.getByRole('button', { name: 'OK' }).click();
    await expect(collegeName(page)).toHaveValue('');

    await setMockControls(page, { refuse: true, pathPrefix: '/college/submit' });
    await context.setOffline(false);
    const failed = page.getByRole('alertdialog', { name: 'Submission Failed' });
    await expect(failed).toContainText('Submission failed', { timeout: 20_000 });
    await expect(page.getByRole('alertdialog', { name: 'Submission Successful' })).toHaveCount(0);
    await failed.getByRole('button', { name: 'Try Again' }).click();
    // Back in the form, which takes the returned details at once (never the password).
    await expect(page).toHaveURL('/collegeform');
    await expect(collegeName(page)).toHaveValue('Government Engineering College');
    await expect(tpoEmail(page)).toHaveValue(email);
    await expect(password(page)).toHaveValue('');
  });

  test('a second submission with the same TPO e-mail shows the server message', async ({ page }) => {
    const email = uniqueEmail('twice', 'college.test');
    await page.goto('/collegeform');
    await fillForm(page, email);
    await verifyEmail(page, 'Verify official email', email);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await submitForm(page);
    await expect(page.getByRole('alertdialog', { name: 'Submission Successful' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(collegeName(page)).toHaveValue('');

    await fillForm(page, email);
    await verifyAgain(page, email);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await submitForm(page);
    const failed = page.getByRole('alertdialog', { name: 'Submission Failed' });
    await expect(failed).toContainText(`Email ${email} is already registered`);
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(tpoEmail(page)).toHaveValue(email);
  });
});
