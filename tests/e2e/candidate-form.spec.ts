import { expect, test } from './support/test';
import { paths } from '../../src/lib/routes';
import { fillSignIn } from './support/auth';
import {
  expectWarning,
  fillBasicDetails,
  fillTypeDetails,
  open,
  PASSWORD,
  pdf,
  pickCollege,
  recordRegistrations,
  registerButton,
  resumeInput,
  RVCE,
  sentRegistration,
  TYPES,
  verifyCandidateEmail,
} from './support/candidate-form';
import { pasteInto } from './support/clipboard';
import { field } from './support/field';
import { setMockControls } from './support/mock';
import { uniqueEmail } from './support/unique-email';

/**
 * The candidate registration forms: registering, the route values, the submit checks and the server's answers
 * (the e-mail verification is in candidate-form-verification.spec.ts, the resume and fields in
 * candidate-form-fields.spec.ts).
 */

test.describe('candidate registration: happy paths', () => {
  for (const { type, short, heading } of TYPES) {
    test(`${type}: register, continue to the learning platform, then sign in`, async ({ page, context }) => {
      const email = uniqueEmail(short);
      await recordRegistrations(page);
      await open(page, `/register/${type}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await fillBasicDetails(page, email);
      await fillTypeDetails(page, type);

      await registerButton(page).click();
      const body = await sentRegistration(page);
      expect(body.type).toBe(type);
      expect(body).not.toHaveProperty('confirmPassword');
      expect(body).toMatchObject({ name: 'Asha Menon', email, phone: '9876543210', password: PASSWORD });
      if (type === 'student-college') {
        expect(body).toMatchObject({ college: RVCE, year: '3rd Year', joiningyear: '2023', branch: 'IT' });
        expect(body).not.toHaveProperty('resume');
      } else {
        expect(body.resume).toBe('file resume.pdf');
      }
      if (type === 'jobseeker-fresher') {
        expect(body).toMatchObject({
          degree: "Bachelor's Degree",
          joiningyear: '2025',
          branch: 'Mechatronics',
        });
      }
      if (type === 'working-professional') {
        expect(body).toMatchObject({ currentCompany: 'Voltline Embedded', currentRole: 'Firmware Engineer' });
      }

      const success = page.getByRole('alertdialog', { name: 'Registration Successful' });
      await expect(success).toContainText('with the same email address and password');
      // The form is cleared behind the dialog.
      await expect(field(page, 'Full name')).toHaveValue('');
      await expect(field(page, 'Email')).toHaveValue('');

      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      const popup = context.waitForEvent('page');
      const reloaded = page.waitForEvent('load');
      await success.getByRole('button', { name: 'Continue to Login page' }).click();
      const learning = await popup;
      // The demo has no learning platform: its sign-up is the portal's page about the platform.
      await expect(learning).toHaveURL(paths.learningPlatformSignUp);
      await expect(learning.getByRole('heading', { level: 1 })).toHaveText(
        'Sign Up on the Learning Platform',
      );
      expect(await learning.evaluate(() => window.opener)).toBeNull();
      // The registration page reloads itself half a second later.
      await reloaded;
      expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);

      await open(page, '/login');
      await fillSignIn(page, { email, type }, PASSWORD);
      await expect(page).toHaveURL('/student/dashboard');
    });
  }
});

test.describe('candidate registration: route values', () => {
  for (const { type, short, heading, sections } of TYPES) {
    test(`/register/${short} and /register/${type} show the same form`, async ({ page }) => {
      for (const value of [short, type]) {
        await open(page, `/register/${value}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('form').getByRole('heading', { level: 2 })).toHaveText(
          sections.map((title) => new RegExp(`^\\d${title.replace(/[&/]/g, '\\$&')}$`)),
        );
      }
    });
  }

  test('an unknown type shows Register with links to every registration', async ({ page }) => {
    for (const value of ['teacher', 'company']) {
      await open(page, `/register/${value}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
      await expect(page.locator('form')).toHaveCount(0);
    }
    const links: [string, string][] = [
      ['Student Registration', '/register/student-college'],
      ['JobSeeker - Fresher Registration', '/register/jobseeker-fresher'],
      ['Working Professional Registration', '/register/working-professional'],
      ['College Registration', '/collegeform'],
      ['Company Registration', '/companyform'],
    ];
    for (const [name, href] of links) {
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }),
      ).toHaveAttribute('href', href);
    }
    await page
      .getByRole('main')
      .getByRole('link', { name: /^JobSeeker - Fresher Registration/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JobSeeker - Fresher Registration');
  });
});

test.describe('candidate registration: submit checks in spec order', () => {
  test('student: verification, required fields, phone, password, match, college, type fields', async ({
    page,
  }) => {
    const email = uniqueEmail('checks.student');
    await open(page, '/register/student');
    await expectWarning(page, 'Please verify your email address before registering.');
    await field(page, 'Email').fill(email);
    await verifyCandidateEmail(page, email);
    await expectWarning(page, 'Please fill in all required fields');
    await field(page, 'Full name').fill('Asha Menon');
    await field(page, 'Phone number').fill('98765');
    await field(page, 'Password').fill('weakpass');
    await field(page, 'Confirm password').fill('weakpass');
    await expectWarning(page, 'Phone number must be exactly 10 digits');
    await field(page, 'Phone number').fill('9876543210');
    await expectWarning(
      page,
      'Password must contain: One uppercase letter, One number, One special character',
    );
    await field(page, 'Password').fill(PASSWORD);
    await expectWarning(page, 'Passwords do not match');
    await field(page, 'Confirm password').fill(PASSWORD);
    await expectWarning(page, 'Please enter a valid college name');
    await expect(page.getByText('College name is required')).toBeVisible();
    await pickCollege(page, 'r v coll', RVCE);
    await expectWarning(page, 'Please fill in all required fields');
    // The resume is optional for students: the rest completes the form.
    await fillTypeDetails(page, 'student-college');
    await registerButton(page).click();
    await expect(page.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible();
  });

  for (const { type, short } of TYPES.slice(1)) {
    test(`${short}: the resume comes before the other fields`, async ({ page }) => {
      const email = uniqueEmail(`checks.${short}`);
      await open(page, `/register/${short}`);
      await expectWarning(page, 'Please verify your email address before registering.');
      await fillBasicDetails(page, email);
      await expectWarning(page, 'Please upload your resume');
      await expect(page.getByText('Resume is required')).toBeVisible();
      await expect(resumeInput(page)).toHaveAccessibleDescription(/Resume is required/);
      await resumeInput(page).setInputFiles(pdf());
      await expect(page.getByText('Resume is required')).toBeHidden();
      await expectWarning(page, 'Please fill in all required fields');
      await fillTypeDetails(page, type);
      await registerButton(page).click();
      await expect(page.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible();
    });
  }
});

test.describe('candidate registration: server answers', () => {
  test('a server error shows the error dialog and keeps the data', async ({ page }) => {
    const email = uniqueEmail('server');
    await open(page, '/register/professional');
    await fillBasicDetails(page, email);
    await fillTypeDetails(page, 'working-professional');

    await setMockControls(page, { delayMs: 800, status: 500, pathPrefix: '/register' });
    await registerButton(page).click();
    await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    const error = page.getByRole('alertdialog', { name: 'Registration Failed' });
    await expect(error).toContainText('Registration failed! Forced status 500 (mock controls)');
    await error.getByRole('button', { name: 'Try Again' }).click();

    await expect(field(page, 'Full name')).toHaveValue('Asha Menon');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Current company')).toHaveValue('Voltline Embedded');
    await expect(page.getByText('Selected: resume.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();

    // No answer at all: the registration waits in the outbox and is sent by itself (docs/offline.md).
    await setMockControls(page, { drop: 'before', pathPrefix: '/register' });
    await registerButton(page).click();
    const saved = page.getByRole('alertdialog', { name: 'Saved: it will be sent automatically' });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'OK' }).click();
    await setMockControls(page, {});
    await expect(page.getByRole('alertdialog', { name: 'Registration Successful' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a pasted text over its maximum stops Register with a warning and the focus on that field', async ({
    page,
  }) => {
    await open(page, '/register/professional');
    await fillBasicDetails(page, uniqueEmail('long'));
    await fillTypeDetails(page, 'working-professional');
    await pasteInto(field(page, 'Skills'), 'Embedded C, '.repeat(60));
    await registerButton(page).click();
    const warning = page.getByRole('alertdialog', { name: 'Check your details' });
    await expect(warning).toContainText('Please correct the highlighted fields before submitting.');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(field(page, 'Skills')).toBeFocused();
    await expect(page.getByText('Skills must be at most 500 characters long')).toBeVisible();
  });

  test('an e-mail already registered: message under the field and an error dialog', async ({ page }) => {
    // The existence check fails (and is ignored), so the taken address gets as far as the server.
    await open(page, '/register/student?mockStatus=500&mockPath=/check-email');
    await fillBasicDetails(page, 'student@example.com');
    await fillTypeDetails(page, 'student-college');
    await registerButton(page).click();
    const error = page.getByRole('alertdialog', { name: 'Registration Failed' });
    await expect(error).toContainText('Email already registered. Please use a different email address.');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Email already registered', { exact: true })).toBeVisible();
    await expect(field(page, 'Email')).toHaveAccessibleDescription(/Email already registered/);
    await expect(field(page, 'Full name')).toHaveValue('Asha Menon');
    await expect(page.getByRole('combobox', { name: 'College' })).toHaveValue(RVCE);
    // The message concerns that address only: editing it clears the message.
    await field(page, 'Email').fill('someone.else@example.com');
    await expect(page.getByText('Email already registered', { exact: true })).toBeHidden();
  });

  test("the server's refusal of an unverified address is not reported as 'already registered'", async ({
    page,
  }) => {
    const email = uniqueEmail('unverified');
    await open(page, '/register/student');
    await fillBasicDetails(page, email);
    await fillTypeDetails(page, 'student-college');
    // The server forgets the verification (its data is reset), as after an expired one.
    await page.evaluate(() =>
      (window as unknown as { portalMock: { reset: () => Promise<void> } }).portalMock.reset(),
    );
    await registerButton(page).click();
    const error = page.getByRole('alertdialog', { name: 'Registration Failed' });
    await expect(error).toContainText(`Registration failed! Email ${email} has not been verified`);
    await expect(error).not.toContainText('Email already registered');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Email already registered', { exact: true })).toHaveCount(0);
    await expect(field(page, 'Full name')).toHaveValue('Asha Menon');
  });
});
