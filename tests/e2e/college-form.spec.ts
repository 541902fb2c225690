import { expect, test, type Locator, type Page } from './support/test';
import { fillSignIn } from './support/auth';
import { pasteInto } from './support/clipboard';
import { setMockControls } from './support/mock';
import {
  codeFromMailbox,
  dialogOverflow,
  expectEnterInOtpBoxStaysInDialog,
  typeOnAfterCode,
  verifyEmail,
} from './support/verification';
import { uniqueEmail } from './support/unique-email';
import { waitForOfflineReady } from './support/offline';

const PASSWORD = 'Campus@2026';
const WARNING_TITLE = 'Please check the form';

const contact = (page: Page, number: number) =>
  page.getByRole('group', { name: `Primary contact ${number}` });
const collegeName = (page: Page) => page.getByRole('combobox', { name: 'College name' });
const tpoEmail = (page: Page) => page.getByRole('textbox', { name: 'Official email', exact: true });
// Password inputs have no role; the labels carry a required marker, hence the anchored patterns.
const password = (page: Page) => page.getByLabel(/^Password/);
const confirmPassword = (page: Page) => page.getByLabel(/^Confirm password/);
const sectionsFor = (page: Page, branch: string) =>
  page.getByRole('combobox', { name: `Number of sections for ${branch}` });

async function fillContact(
  page: Page,
  number: number,
  details: { name: string; email: string; phone?: string; designation?: string; department?: string },
) {
  const row = contact(page, number);
  await row.getByRole('textbox', { name: 'Name', exact: true }).fill(details.name);
  if (details.designation) await row.getByLabel('Designation').fill(details.designation);
  if (details.department) await row.getByLabel('Department').selectOption(details.department);
  await row.getByRole('textbox', { name: 'Email', exact: true }).fill(details.email);
  if (details.phone !== undefined) await row.getByLabel('Phone number').fill(details.phone);
}

/** Fills every field (the name typed, not picked) except the e-mail verification and the acknowledgement. */
async function fillForm(page: Page, email: string) {
  await collegeName(page).fill('Government Engineering College');
  await page.getByLabel('Student strength').fill('1500');
  await page.getByLabel('College address').fill('Station Road, Thrissur');
  await fillContact(page, 1, { name: 'Asha Menon', email: 'asha@gec.test', phone: '9876543210' });
  await page.getByLabel('TPO name').fill('Dr. Ravi Kumar');
  await page.getByLabel('TPO phone number').fill('9123456780');
  await tpoEmail(page).fill(email);
  await password(page).fill(PASSWORD);
  await confirmPassword(page).fill(PASSWORD);
}

async function submitForm(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

async function expectWarning(page: Page, message: string) {
  const dialog = page.getByRole('alertdialog', { name: WARNING_TITLE });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The newest code the demo mailbox holds for an address (read once the OTP dialog is open, so it is the new one). */
async function latestCode(page: Page, email: string): Promise<string> {
  const code = await page.evaluate(
    (address) =>
      (window as unknown as { portalMock: { mailbox: () => { to: string; code?: string }[] } }).portalMock
        .mailbox()
        .filter((mail) => mail.to === address)
        .at(-1)?.code,
    email,
  );
  if (!code) throw new Error(`No code in the demo mailbox for ${email}`);
  return code;
}

/** Verifies again an address that already has a code toast on screen: the newest mail holds the valid code. */
async function verifyAgain(page: Page, email: string) {
  await page.getByRole('button', { name: 'Verify official email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Digit 1 of 6').pressSequentially(await latestCode(page, email));
  await expect(page.getByRole('button', { name: 'Official email verified' })).toBeVisible();
}

/** Records the JSON bodies the page sends to a path (the mock answers inside the page, out of Playwright's sight). */
async function recordRequests(page: Page, pathSuffix: string) {
  await page.addInitScript((suffix) => {
    const sent: unknown[] = [];
    Object.assign(window, { __sentBodies: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith(suffix) && typeof init?.body === 'string') sent.push(JSON.parse(init.body));
      return original(input, init);
    };
  }, pathSuffix);
  return async () =>
    page.evaluate(() => (window as unknown as { __sentBodies: Record<string, unknown>[] }).__sentBodies);
}

async function expectEmpty(boxes: Locator) {
  for (let index = 0; index < 6; index += 1) await expect(boxes.nth(index)).toHaveValue('');
}

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

  test('OTP: wrong code, countdown and resend, paste, and editing the verified e-mail', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('otp', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await page.getByRole('button', { name: 'Verify official email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    const boxes = dialog.getByRole('textbox');
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    const code = await codeFromMailbox(page, email);

    // Five digits do not enable Verify; the sixth submits by itself.
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('Digit 1 of 6').pressSequentially(wrong.slice(0, 5));
    await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await dialog.getByLabel('Digit 6 of 6').press(wrong.charAt(5));
    await expect(dialog.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expectEmpty(boxes);

    await page.clock.fastForward('01:00');
    const resend = dialog.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeVisible();
    await dialog.getByLabel('Digit 1 of 6').pressSequentially('12');
    await resend.click();
    await expect(dialog.getByText('Resend OTP in 60s')).toBeVisible();
    await expectEmpty(boxes);

    const resent = await latestCode(page, email);
    expect(resent).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Digit 1 of 6').evaluate(
      (box, pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `Code: ${resent ?? ''}`,
    );
    await expect(page.getByText('Email verified successfully')).toBeVisible();
    await page.clock.fastForward(2000);
    await expect(page.getByRole('alertdialog', { name: 'Verify Email' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeDisabled();
    await expect(page.getByText('✓ Email verified')).toBeVisible();

    await tpoEmail(page).press('End');
    await tpoEmail(page).press('Backspace');
    await expect(page.getByRole('button', { name: 'Verify official email' })).toHaveText('Verify');
    await expect(page.getByText('✓ Email verified')).toBeHidden();
  });

  test('typing on right after the sixth digit fills the next field; the address stays verified (issue 14)', async ({
    page,
  }) => {
    const email = uniqueEmail('typist', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await typeOnAfterCode(page, 'Verify official email', email, PASSWORD);
    await expect(password(page)).toHaveValue(PASSWORD);
    await expect(password(page)).toBeFocused();
    await expect(tpoEmail(page)).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Official email verified' })).toBeDisabled();
    await expect(page.getByText('Email verified successfully')).toBeHidden();
  });

  test('a long address wraps inside the OTP dialog at 375 px (issue 14)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = uniqueEmail(
      'training.and.placement.officer.for.the.department.of.electronics',
      'college.test',
    );
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await page.getByRole('button', { name: 'Verify official email' }).click();
    await expect(page.getByRole('dialog', { name: 'Verify Email' })).toContainText(email);
    expect(await dialogOverflow(page, 'Verify Email')).toBeLessThanOrEqual(0);
  });

  test('phone fields read pasted numbers and keep a longer one whole (issue 14)', async ({ page }) => {
    await page.goto('/collegeform');
    const contactPhone = contact(page, 1).getByLabel('Phone number');
    await pasteInto(contactPhone, '+91-98765-43210');
    await expect(contactPhone).toHaveValue('9876543210');
    await expect(contact(page, 1).getByText('Removed +91 in front of the 10-digit number')).toBeVisible();
    const tpoPhone = page.getByLabel('TPO phone number');
    await pasteInto(tpoPhone, '0091 98765 432109');
    await expect(tpoPhone).toHaveValue('009198765432109');
    await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();
  });

  test('institution suggestions: searching, results, none found, pick, and typing again drops the pick', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    const name = collegeName(page);
    await name.fill('v');
    await expect(page.getByText('Searching colleges...')).toBeHidden();
    await name.fill('vellore');
    await expect(page.getByText('Searching colleges...')).toBeVisible();
    await expect(
      page.getByRole('option', { name: 'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE' }),
    ).toBeVisible();
    await expect(page.getByText('Searching colleges...')).toBeHidden();

    await name.fill('qqzzxx');
    await expect(page.getByText('No colleges found')).toBeVisible();

    // Keyboard: arrow to the first suggestion and pick it with Enter.
    await name.fill('kingston engineering');
    const first = page.getByRole('option').first();
    await expect(first).toBeVisible();
    const [pickedName = '', pickedCity = ''] = ((await first.textContent()) ?? '').split(/, (?=[^,]*$)/);
    expect(pickedName).toContain('KINGSTON');
    await name.press('ArrowDown');
    await name.press('Enter');
    await expect(name).toHaveValue(pickedName);
    await expect(page.getByLabel('College address')).toHaveValue(new RegExp(`, ${pickedCity}, `));
    await expect(page.getByText(/Selected from the list/)).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();

    // Typing again drops the pick (the address stays as it was filled).
    await name.press('End');
    await name.pressSequentially(' X');
    await expect(page.getByText(/Selected from the list/)).toBeHidden();
    await expect(name).toHaveValue(`${pickedName} X`);
    await expect(page.getByLabel('College address')).toHaveValue(new RegExp(`, ${pickedCity}, `));
  });

  test("picking a college fills name, address and affiliation from AICTE's list, and offers its branches (issue 12)", async ({
    page,
  }) => {
    await page.goto('/collegeform');
    await collegeName(page).fill('rv college of engi');
    await page.getByRole('option', { name: /^R\.V\. COLLEGE OF ENGINEERING, BANGALORE URBAN/ }).click();
    await expect(collegeName(page)).toHaveValue('R.V. COLLEGE OF ENGINEERING');
    await expect(page.getByLabel('College address')).toHaveValue(/^R\.V\. VIDYANIKETAN POST, MYSORE ROAD/);
    await expect(page.getByLabel('University (affiliation)')).toHaveValue(
      'Visvesvaraya Technological University, Belgaum',
    );

    // The branches are offered, not ticked: the TPO confirms them.
    const offer = page.getByRole('region', { name: 'Branches AICTE lists for R.V. COLLEGE OF ENGINEERING' });
    await expect(offer).toContainText('Computer science and allied Branches: 11 sections');
    const cse = page.getByRole('checkbox', { name: 'Computer science and allied Branches' });
    await expect(cse).not.toBeChecked();
    await offer.getByRole('button', { name: 'Use these branches' }).click();
    await expect(cse).toBeChecked();
    await expect(sectionsFor(page, 'Computer science and allied Branches')).toHaveValue('11');
    await expect(page.getByRole('checkbox', { name: 'Mechanical and allied Branches' })).toBeChecked();
    await expect(sectionsFor(page, 'Mechanical and allied Branches')).toHaveValue('3');
    await expect(offer).toBeHidden();
  });

  test('a pick never replaces what the TPO typed: it offers the institution’s own value (issue 12)', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    const affiliation = page.getByLabel('University (affiliation)');
    await affiliation.fill('VTU');
    await collegeName(page).fill('rv college of engi');
    await page.getByRole('option', { name: /^R\.V\. COLLEGE OF ENGINEERING, BANGALORE URBAN/ }).click();
    await expect(affiliation).toHaveValue('VTU');
    await page.getByRole('button', { name: 'Use this affiliation' }).click();
    await expect(affiliation).toHaveValue('Visvesvaraya Technological University, Belgaum');
    await expect(page.getByRole('button', { name: 'Use this affiliation' })).toHaveCount(0);

    // Declined branches stay declined for this pick.
    const offer = page.getByRole('region', { name: /Branches AICTE lists for/ });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();
    await expect(
      page.getByRole('checkbox', { name: 'Computer science and allied Branches' }),
    ).not.toBeChecked();
  });

  test('a second pick replaces what the first pick filled, never what the TPO typed; clearing the name removes it (issue 19)', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    const address = page.getByLabel('College address');
    const affiliation = page.getByLabel('University (affiliation)');
    await collegeName(page).fill('rv college of engi');
    await page.getByRole('option', { name: /^R\.V\. COLLEGE OF ENGINEERING, BANGALORE URBAN/ }).click();
    await expect(affiliation).toHaveValue('Visvesvaraya Technological University, Belgaum');
    await expect(address).toHaveValue(/^R\.V\. VIDYANIKETAN POST, MYSORE ROAD/);

    await collegeName(page).fill('psg college of tech');
    await page.getByRole('option', { name: /^PSG COLLEGE OF TECHNOLOGY, COIMBATORE/ }).click();
    await expect(collegeName(page)).toHaveValue('PSG COLLEGE OF TECHNOLOGY');
    await expect(affiliation).toHaveValue('Anna University, Chennai');
    await expect(address).toHaveValue(/^AVINASHI ROAD PEELAMEDU, COIMBATORE/);
    await expect(page.getByRole('button', { name: /Use this/ })).toHaveCount(0);

    // An edited value is the TPO's: the next pick offers its own beside it, and clearing the name keeps it.
    await address.press('End');
    await address.pressSequentially(' 641004');
    await collegeName(page).fill('rv college of engi');
    await page.getByRole('option', { name: /^R\.V\. COLLEGE OF ENGINEERING, BANGALORE URBAN/ }).click();
    await expect(affiliation).toHaveValue('Visvesvaraya Technological University, Belgaum');
    await expect(address).toHaveValue(/^AVINASHI ROAD PEELAMEDU, COIMBATORE.* 641004$/);
    await expect(page.getByRole('button', { name: 'Use this address' })).toBeVisible();

    await collegeName(page).fill('');
    await expect(affiliation).toHaveValue('');
    await expect(address).toHaveValue(/ 641004$/);
  });

  test('a restored draft remembers which values came from a pick (issue 19)', async ({ page }) => {
    await page.goto('/collegeform');
    await collegeName(page).fill('rv college of engi');
    await page.getByRole('option', { name: /^R\.V\. COLLEGE OF ENGINEERING, BANGALORE URBAN/ }).click();
    await expect(page.getByLabel('University (affiliation)')).toHaveValue(
      'Visvesvaraya Technological University, Belgaum',
    );
    await page.getByLabel('Student strength').fill('1500');
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.getByText(/We restored your draft saved at/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('University (affiliation)')).toHaveValue(
      'Visvesvaraya Technological University, Belgaum',
    );
    await collegeName(page).fill('psg college of tech');
    await page.getByRole('option', { name: /^PSG COLLEGE OF TECHNOLOGY, COIMBATORE/ }).click();
    await expect(page.getByLabel('University (affiliation)')).toHaveValue('Anna University, Chennai');
    await expect(page.getByLabel('College address')).toHaveValue(/^AVINASHI ROAD PEELAMEDU, COIMBATORE/);
  });

  test('branch sections show only while the branch is checked and are cleared when it is unchecked', async ({
    page,
  }) => {
    await page.goto('/collegeform');
    const branch = 'Electrical and Electronics allied branches';
    const checkbox = page.getByRole('checkbox', { name: branch });
    for (const label of [
      branch,
      'Computer science and allied Branches',
      'Mechanical and allied Branches',
      'Others',
    ]) {
      await expect(page.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked();
    }
    await expect(page.getByRole('combobox', { name: /Number of sections/ })).toHaveCount(0);

    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(sectionsFor(page, branch)).toBeVisible();
    const options = sectionsFor(page, branch).getByRole('option');
    await expect(options).toHaveCount(21);
    await expect(options.nth(1)).toHaveText('1');
    await expect(options.last()).toHaveText('20');
    await sectionsFor(page, branch).selectOption('20');

    await checkbox.uncheck();
    await expect(sectionsFor(page, branch)).toHaveCount(0);
    await checkbox.check();
    await expect(sectionsFor(page, branch)).toHaveValue('');
  });

  test('primary contacts: delete asks first, and the last one cannot be deleted', async ({ page }) => {
    await page.goto('/collegeform');
    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Cannot delete' });
    await expect(guard).toContainText('At least one primary contact is required.');
    await guard.getByRole('button', { name: 'OK' }).click();
    await expect(contact(page, 1)).toBeVisible();

    await contact(page, 1).getByRole('textbox', { name: 'Name', exact: true }).fill('First Person');
    await page.getByRole('button', { name: 'Add another primary contact' }).click();
    await expect(contact(page, 2).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.keyboard.type('Second Person');

    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete primary contact' });
    await expect(confirm).toContainText('Are you sure you want to delete this primary contact?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(contact(page, 2)).toBeVisible();

    await page.getByRole('button', { name: 'Delete primary contact 1' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(contact(page, 2)).toHaveCount(0);
    await expect(contact(page, 1).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Second Person',
    );
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

  test('Enter in an OTP box does not submit the form', async ({ page }) => {
    const email = uniqueEmail('enter', 'college.test');
    await page.goto('/collegeform');
    await tpoEmail(page).fill(email);
    await expectEnterInOtpBoxStaysInDialog(page, 'Verify official email', WARNING_TITLE);
    await expect(page.getByText('College name is required')).toHaveCount(0);
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

  test('at 375 px nothing overflows, with suggestions open and errors shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/collegeform');
    await submitForm(page);
    await expectWarning(page, 'Please correct the highlighted fields before submitting.');
    await page.getByRole('checkbox', { name: 'Computer science and allied Branches' }).check();
    await tpoEmail(page).fill(`a.very.long.placement.officer.address.${Date.now()}@institution-example.test`);
    await collegeName(page).fill('national institute of technology');
    await expect(page.getByRole('option').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
