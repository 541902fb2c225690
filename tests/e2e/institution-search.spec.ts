import { expect, test, type Page } from './support/test';

/**
 * The candidate form's college field finds an institution the way people remember it: by a former name, by an
 * acronym, or with the first letter mistyped, and picking the suggestion fills in the current name.
 */
async function openCandidateForm(page: Page) {
  await page.goto('/register/student-college');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

const collegeField = (page: Page) => page.getByRole('combobox', { name: 'College' });

test.describe('institution search in the candidate form', () => {
  test('a former name finds the institution under its current name, saying "formerly"', async ({ page }) => {
    await openCandidateForm(page);
    await collegeField(page).fill('delhi college of engineering');
    const option = page.getByRole('option').first();
    await expect(option).toHaveText(
      'DELHI TECHNOLOGICAL UNIVERSITY, NORTH WEST DELHI, Delhi · formerly DELHI COLLEGE OF ENGINEERING',
    );
    await option.click();
    await expect(collegeField(page)).toHaveValue('DELHI TECHNOLOGICAL UNIVERSITY, NORTH WEST DELHI');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('an acronym finds the institution before names that merely start with its letters', async ({
    page,
  }) => {
    await openCandidateForm(page);
    await collegeField(page).fill('kiit');
    const first = page.getByRole('option').first();
    // KIIT POLYTECHNIC starts with the letters typed. (AICTE spells the name 'INSTITUE': shown corrected.)
    await expect(first).toHaveText('KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY, KHORDHA, Odisha');
    await expect(page.getByRole('option', { name: /KIIT POLYTECHNIC/ })).toBeVisible();
    await collegeField(page).press('ArrowDown');
    await collegeField(page).press('Enter');
    await expect(collegeField(page)).toHaveValue('KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY, KHORDHA');
  });

  test('names read as words, spelt right, and AICTE’s own spelling still finds them (issue 19)', async ({
    page,
  }) => {
    await openCandidateForm(page);
    await collegeField(page).fill('gec thrissur');
    await expect(
      page.getByRole('option', { name: /^GOVERNMENT ENGINEERING COLLEGE THRISSUR, THRISSUR/ }),
    ).toBeVisible();
    await collegeField(page).fill('kalinga institute of industrial');
    await expect(page.getByRole('option').first()).toHaveText(
      'KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY, KHORDHA, Odisha',
    );
    // Typed as AICTE writes it, run together: still found, under the name people can read.
    await collegeField(page).fill('BHARATHPOLYTECHNICCOLLEGE');
    await expect(page.getByRole('option').first()).toHaveText(/^BHARATH POLYTECHNIC COLLEGE, /);
    // No suggestion shows a stray space before a comma.
    await collegeField(page).fill('government polytechnic jhansi');
    await expect(page.getByRole('option').first()).toHaveText(/^GOVERNMENT POLYTECHNIC, JHANSI, /);
  });

  test('the gaps of issue 19 §4: a renamed college, a university’s own college, a university AICTE lacks', async ({
    page,
  }) => {
    await openCandidateForm(page);
    // SRM Engineering College became a deemed university: found under today's name, saying what it was.
    await collegeField(page).fill('srm engineering college');
    await expect(page.getByRole('option').first()).toHaveText(
      'SRM INSTITUTE OF SCIENCE AND TECHNOLOGY, KANCHIPURAM, Tamil Nadu · formerly SRM ENGINEERING COLLEGE',
    );
    // Osmania's own engineering college, which AICTE lists only as UNIVERSITY COLLEGE OF ENGINEERING.
    await collegeField(page).fill('osmania university');
    await expect(page.getByRole('option').first()).toHaveText(
      'UNIVERSITY COLLEGE OF ENGINEERING, HYDERABAD, Telangana',
    );
    // A state technical university AICTE does not list, by the acronym its students use.
    await collegeField(page).fill('aktu');
    const option = page.getByRole('option').first();
    await expect(option).toHaveText('DR. A. P. J. ABDUL KALAM TECHNICAL UNIVERSITY, LUCKNOW, Uttar Pradesh');
    await option.click();
    await expect(collegeField(page)).toHaveValue('DR. A. P. J. ABDUL KALAM TECHNICAL UNIVERSITY, LUCKNOW');
  });

  test('a mistyped first letter is corrected', async ({ page }) => {
    await openCandidateForm(page);
    // 'k' sits next to 'j' on a phone keyboard.
    await collegeField(page).fill('kadavpur university');
    const option = page.getByRole('option', { name: /^JADAVPUR UNIVERSITY/ });
    await expect(option).toBeVisible();
    await expect(option.locator('mark')).toHaveText(['JADAVPUR', 'UNIVERSITY']);
    await option.click();
    await expect(collegeField(page)).toHaveValue('JADAVPUR UNIVERSITY, KOLKATA');
  });
});
