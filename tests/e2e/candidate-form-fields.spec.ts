import { expect, test, type Locator, type Page } from './support/test';
import { UPLOAD_MAX_BYTES } from '../../src/lib/constants';
import {
  open,
  pdf,
  registerButton,
  resumeInput,
  RVCE,
  TYPES,
  type FilePayload,
} from './support/candidate-form';
import { pasteInto } from './support/clipboard';
import { field } from './support/field';

/**
 * The candidate registration forms' resume upload and fields (registering and the submit checks are in
 * candidate-form.spec.ts, the e-mail verification in candidate-form-verification.spec.ts).
 */

/** A real 1x1 PNG: the wrong kind of file for a resume. */
function png(): FilePayload {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  return { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
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
