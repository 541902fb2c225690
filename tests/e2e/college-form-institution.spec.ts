import { expect, test } from './support/test';
import { collegeName, sectionsFor } from './support/college-form';

/**
 * The college registration form's institution name: the suggestions, and what a pick fills in and offers
 * (issues 12 and 19). Registering and the submit checks are in college-form.spec.ts.
 */

test.describe('college registration form', () => {
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
});
