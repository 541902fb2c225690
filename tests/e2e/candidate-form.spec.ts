import { expect, test, type Locator, type Page } from './support/test';
import { UPLOAD_MAX_BYTES } from '../../src/lib/constants';
import { paths } from '../../src/lib/routes';
import type { CandidateType } from '../../src/lib/user-types';
import { fillSignIn } from './support/auth';
import { pasteInto } from './support/clipboard';
import { field } from './support/field';
import { setMockControls } from './support/mock';
import {
  codeFromMailbox,
  dialogOverflow,
  expectEnterInOtpBoxStaysInDialog,
  typeOnAfterCode,
  verifyEmail,
} from './support/verification';
import { uniqueEmail } from './support/unique-email';

// --- test data -------------------------------------------------------------

const PASSWORD = 'Career@2026';
const RVCE = 'R.V. COLLEGE OF ENGINEERING, BANGALORE URBAN';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function pdf(name = 'resume.pdf'): FilePayload {
  const text = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** A real 1x1 PNG: the wrong kind of file for a resume. */
function png(): FilePayload {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  return { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

// --- page helpers ----------------------------------------------------------

const registerButton = (page: Page) =>
  page.locator('form').getByRole('button', { name: 'Register', exact: true });
const resumeInput = (page: Page) => field(page, 'Resume');

/** Opens a page of the app; the first load also starts the mock backend's worker, so it may take a while. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Verifies the typed e-mail through the demo mailbox and closes the candidate's 'Email Verified!' view. */
async function verifyCandidateEmail(page: Page, email: string) {
  await verifyEmail(page, 'Verify email', email);
  const done = page.getByRole('alertdialog', { name: 'Email Verified!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();
}

async function fillBasicDetails(page: Page, email: string, name = 'Asha Menon') {
  await field(page, 'Full name').fill(name);
  await field(page, 'Phone number').fill('9876543210');
  await field(page, 'Email').fill(email);
  await verifyCandidateEmail(page, email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
}

async function pickCollege(page: Page, typed: string, option: string) {
  await page.getByRole('combobox', { name: 'College' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: 'College' })).toHaveValue(option);
}

async function fillTypeDetails(page: Page, type: CandidateType) {
  if (type === 'student-college') {
    await pickCollege(page, 'r v coll', RVCE);
    await field(page, 'Year of study').selectOption('3rd Year');
    await field(page, 'Joining year').selectOption('2023');
    await field(page, 'Branch').selectOption('IOT');
  } else if (type === 'jobseeker-fresher') {
    await field(page, 'Degree').selectOption("Bachelor's Degree");
    await field(page, 'Pass-out year').selectOption('2025');
    await field(page, 'Branch').selectOption('Others');
    await field(page, 'Your branch').fill('Mechatronics');
    await resumeInput(page).setInputFiles(pdf());
  } else {
    await field(page, 'Current company').fill('Voltline Embedded');
    await field(page, 'Current role').fill('Firmware Engineer');
    await field(page, 'Experience').selectOption('2-3');
    await resumeInput(page).setInputFiles(pdf());
  }
  await field(page, 'Skills').fill('Embedded C, PCB design');
}

/** Clicks Register and returns the warning dialog, after checking its message; closes it with OK. */
async function expectWarning(page: Page, message: string) {
  await registerButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Check your details' });
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function dropFile(page: Page, zone: Locator, file: FilePayload) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return data;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Every code the demo mailbox holds for an address, oldest first. */
function mailedCodes(page: Page, email: string): Promise<string[]> {
  return page.evaluate((address) => {
    const mock = (window as unknown as { portalMock: { mailbox: () => { to: string; code?: string }[] } })
      .portalMock;
    return mock
      .mailbox()
      .filter((message) => message.to === address && message.code)
      .map((message) => message.code ?? '');
  }, email);
}

/** Records the multipart bodies the page sends to /api/register (files as 'file <name>'). */
async function recordRegistrations(page: Page) {
  await page.addInitScript(() => {
    const sent: Record<string, string>[] = [];
    Object.assign(window, { sentRegistrations: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/register') && init?.body instanceof FormData) {
        const fields: Record<string, string> = {};
        init.body.forEach((value, key) => {
          fields[key] = typeof value === 'string' ? value : `file ${value.name}`;
        });
        sent.push(fields);
      }
      return original(input, init);
    };
  });
}

async function sentRegistration(page: Page): Promise<Record<string, string>> {
  const read = () =>
    page.evaluate(
      () => (window as unknown as { sentRegistrations: Record<string, string>[] }).sentRegistrations,
    );
  await expect.poll(async () => (await read()).length).toBe(1);
  return (await read())[0] ?? {};
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

// --- tests -------------------------------------------------------------------

const TYPES = [
  {
    type: 'student-college',
    short: 'student',
    heading: 'Student Registration',
    sections: ['Basic Details', 'Academic Details', 'Skills & Resume'],
  },
  {
    type: 'jobseeker-fresher',
    short: 'fresher',
    heading: 'JobSeeker - Fresher Registration',
    sections: ['Basic Details', 'Education Details', 'Skills/Interests', 'Resume Upload'],
  },
  {
    type: 'working-professional',
    short: 'professional',
    heading: 'Working Professional Registration',
    sections: ['Basic Details', 'Professional Information', 'Skills/Interests', 'Resume Upload'],
  },
] as const;

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

test.describe('candidate registration: e-mail verification', () => {
  test('empty e-mail, wrong code, Try Again, resend countdown, paste', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('otp');
    await open(page, '/register/fresher');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Please enter your email address first.')).toBeVisible();

    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Verify email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend verification code' })).toHaveCount(0);
    const first = await codeFromMailbox(page, email);

    // Five digits leave Verify disabled; the sixth submits by itself.
    const wrong = wrongCodeFor(first);
    await dialog.getByLabel('Digit 1 of 6').pressSequentially(wrong.slice(0, 5));
    await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await dialog.getByLabel('Digit 6 of 6').pressSequentially(wrong.slice(5));
    const failed = page.getByRole('alertdialog', { name: 'Verification Failed' });
    await expect(failed.getByText('Invalid verification code. Please try again.')).toBeVisible();
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Digit 1 of 6')).toHaveValue('');

    await page.clock.fastForward(30_000);
    // Half the wait has gone (plus however long the steps above took).
    await expect(dialog.getByText(/^Resend OTP in ([1-9]|[12]\d|30)s$/)).toBeVisible();
    await page.clock.fastForward(31_000);
    await dialog.getByRole('button', { name: 'Resend verification code' }).click();
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expect.poll(async () => (await mailedCodes(page, email)).length).toBe(2);
    const second = (await mailedCodes(page, email))[1] ?? '';

    // Pasting the whole code fills the six boxes and submits.
    await dialog.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((code) => {
      const data = new DataTransfer();
      data.setData('text', code);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, second);
    const verified = page.getByRole('alertdialog', { name: 'Email Verified!' });
    await expect(verified).toContainText(`${email} has been verified.`);
    await verified.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Email verified' })).toHaveText('Verified');

    // Editing the address makes it unverified again.
    await field(page, 'Email').fill(`x${email}`);
    await expect(page.getByRole('button', { name: 'Verify email' })).toBeEnabled();
  });

  test('Enter in an OTP box does not submit the registration', async ({ page }) => {
    await open(page, '/register/fresher');
    await field(page, 'Email').fill(uniqueEmail('enter'));
    await expectEnterInOtpBoxStaysInDialog(page, 'Verify email', 'Check your details');
  });

  test('typing on right after the sixth digit fills the next field; the address stays verified (issue 14)', async ({
    page,
  }) => {
    const email = uniqueEmail('typist');
    await open(page, '/register/fresher');
    await field(page, 'Email').fill(email);
    await typeOnAfterCode(page, 'Verify email', email, PASSWORD);
    await expect(field(page, 'Password')).toHaveValue(PASSWORD);
    await expect(field(page, 'Password')).toBeFocused();
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();
    await expect(page.getByRole('alertdialog', { name: 'Email Verified!' })).toBeHidden();

    // OK on 'Email Verified!' also leads on to the password, not back to the address.
    const other = uniqueEmail('reader');
    await field(page, 'Email').fill(other);
    await verifyEmail(page, 'Verify email', other);
    const done = page.getByRole('alertdialog', { name: 'Email Verified!' });
    await done.getByRole('button', { name: 'OK' }).press('Enter');
    await expect(field(page, 'Password')).toBeFocused();
    await page.keyboard.type('!');
    await expect(field(page, 'Password')).toHaveValue(`${PASSWORD}!`);
    await expect(page.getByRole('button', { name: 'Email verified' })).toBeDisabled();
  });

  test('a long address wraps inside the OTP dialog at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = uniqueEmail('a.very.long.candidate.address.that.does.not.fit.on.one.line');
    await open(page, '/register/student');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('dialog', { name: 'Verify Email' })).toContainText(email);
    expect(await dialogOverflow(page, 'Verify Email')).toBeLessThanOrEqual(0);
  });

  test('a failed send shows an error dialog', async ({ page }) => {
    await open(page, '/register/professional?mockStatus=500&mockPath=/send-otp');
    await field(page, 'Email').fill(uniqueEmail('send'));
    await page.getByRole('button', { name: 'Verify email' }).click();
    const error = page.getByRole('alertdialog', { name: 'Verification Failed' });
    await expect(error).toContainText('Forced status 500 (mock controls)');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(error).toBeHidden();
  });
});

test.describe('candidate registration: resume', () => {
  test('refuses other file types and files of 5 MB or more', async ({ page }) => {
    await open(page, '/register/professional');
    const input = resumeInput(page);
    await input.setInputFiles(png());
    await expect(page.getByText('Please select a PDF, DOC, or DOCX file')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please select a PDF, DOC, or DOCX file/);

    await input.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(UPLOAD_MAX_BYTES),
    });
    await expect(page.getByText('File size must be less than 5MB')).toBeVisible();
    await expect(page.getByText(/^Selected:/)).toHaveCount(0);

    await input.setInputFiles(pdf('cv.docx'));
    await expect(page.getByText('File size must be less than 5MB')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Selected: cv.docx' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove cv.docx' }).click();
    await expect(page.getByText(/^Selected:/)).toHaveCount(0);
  });

  test('takes a dropped file and refuses a dropped image', async ({ page }) => {
    await open(page, '/register/fresher');
    const zone = page.getByRole('group', { name: 'Resume drop zone' });
    await dropFile(page, zone, png());
    await expect(page.getByText('Please select a PDF, DOC, or DOCX file')).toBeVisible();
    await dropFile(page, zone, pdf('dropped.pdf'));
    await expect(page.getByText('Please select a PDF, DOC, or DOCX file')).toBeHidden();
    await expect(page.getByText('Selected: dropped.pdf')).toBeVisible();
  });

  test('the file picker opens from the keyboard', async ({ page }) => {
    await open(page, '/register/professional');
    await field(page, 'Skills').focus();
    await page.keyboard.press('Tab');
    await expect(resumeInput(page)).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdf('keyboard.pdf'));
    await expect(page.getByText('Selected: keyboard.pdf')).toBeVisible();
  });
});

test.describe('candidate registration: fields', () => {
  test('college suggestions from the local list, by keyboard, and manual entry', async ({ page }) => {
    await open(page, '/register/student');
    const college = page.getByRole('combobox', { name: 'College' });
    await college.fill('r v coll');
    const option = page.getByRole('option', { name: RVCE });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText('R.V. COLL');
    await college.press('ArrowDown');
    await expect(college).toHaveAttribute('aria-activedescendant', /.+/);
    await college.press('Enter');
    await expect(college).toHaveValue(RVCE);
    await expect(page.getByRole('listbox')).toBeHidden();

    const manual = page.getByRole('option', { name: "Can't find your college? Click to enter manually" });
    await college.fill('qz');
    await expect(manual).toHaveCount(0);
    await college.fill('Zqxjv Wkrt');
    await expect(manual).toBeVisible();
    await manual.click();
    await expect(college).toHaveValue('Zqxjv Wkrt');
    await expect(page.getByRole('listbox')).toBeHidden();

    await college.fill('1234 #');
    await college.blur();
    await expect(
      page.getByText('College name must contain letters after removing special characters and numbers'),
    ).toBeVisible();
    await college.fill('');
    await expect(page.getByText('College name is required')).toBeVisible();
    await expect(college).toHaveAccessibleDescription(/College name is required/);
  });

  test('the name keeps letters and single spaces, and says why it drops the rest', async ({ page }) => {
    await open(page, '/register/student');
    const name = field(page, 'Full name');
    await name.pressSequentially('Asha2');
    await expect(name).toHaveValue('Asha');
    await expect(page.getByText('Name can only contain letters and spaces')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('Name can only contain letters and spaces');
    await name.pressSequentially('  Menon');
    await expect(name).toHaveValue('Asha Menon');
    // Kept while typing on (issue 19); gone once the field is left after that clean edit.
    await expect(page.getByText('Name can only contain letters and spaces')).toBeVisible();
    await name.blur();
    await expect(page.getByText('Name can only contain letters and spaces')).toBeHidden();
  });

  test('names from across India keep their letters, marks and punctuation, in any script (issue 19)', async ({
    page,
  }) => {
    await open(page, '/register/student');
    const name = field(page, 'Full name');
    const notice = page.getByText('Name can only contain letters and spaces');
    for (const typed of [
      "K. R. D'Souza",
      'Anne-Marie Nair',
      'अनुष्का शर्मा',
      'கார்த்திக் சுப்ரமணியம்',
      'সৌমিত্র চট্টোপাধ্যায়',
    ]) {
      await name.fill('');
      await name.pressSequentially(typed);
      await expect(name).toHaveValue(typed);
      await expect(notice).toBeHidden();
    }
    // Compared after NFC: an e with a combining acute accent is kept as the one letter é.
    await name.fill('');
    await name.pressSequentially('Jose\u0301');
    await expect(name).toHaveValue('José');
    // Digits and other symbols still go, and the field says so.
    await name.pressSequentially(' 2@');
    await expect(name).toHaveValue('José ');
    await expect(notice).toBeVisible();
  });

  test('the phone reads what people type and paste, and never turns it into another number (issue 14)', async ({
    page,
  }) => {
    await open(page, '/register/student');
    const phone = field(page, 'Phone number');
    const onlyNumbers = page.getByText('Phone number can only contain numbers');
    const tenDigits = page.getByText('Phone number must be exactly 10 digits');

    // Typed, key by key.
    await phone.pressSequentially('98765a');
    await expect(phone).toHaveValue('98765');
    await expect(onlyNumbers).toBeVisible();
    await phone.pressSequentially('432109999');
    // Fourteen digits stay fourteen: not cut into the valid-looking 9876543210.
    await expect(phone).toHaveValue('98765432109999');
    await expect(tenDigits).toBeVisible();
    // The reader's newer note (too many digits) replaces the older one.
    await expect(onlyNumbers).toBeHidden();
    await phone.fill('');
    await phone.pressSequentially('+91 98765 43210');
    await expect(phone).toHaveValue('9876543210');
    await expect(page.getByText('Removed +91 in front of the 10-digit number')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    await phone.fill('');
    await phone.pressSequentially('098765 43210');
    await expect(phone).toHaveValue('9876543210');
    await expect(page.getByText('Removed 0 in front of the 10-digit number')).toBeVisible();

    // Pasted, with Ctrl+V.
    for (const pasted of [
      '+91 98765 43210',
      '+91-98765-43210',
      '0091 98765 43210',
      '91 9876543210',
      '098765 43210',
      '(987) 654-3210',
      '９８７６５４３２１０',
      '९८७६५४३२१०',
    ]) {
      await phone.fill('');
      await pasteInto(phone, pasted);
      await expect(phone, pasted).toHaveValue('9876543210');
    }
    await phone.fill('');
    await pasteInto(phone, '+91 98765 432101');
    await expect(phone).toHaveValue('+9198765432101');
    await expect(tenDigits).toBeVisible();
  });

  test('nothing overflows at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { short } of TYPES) {
      await open(page, `/register/${short}`);
      await expect(registerButton(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
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
