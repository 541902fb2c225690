import { expect, test, type Page } from './support/test';
import { PRERENDERED_PAGES } from '../../src/app/prerender/prerendered-pages';
import { headerMenu, summaryOf } from './support/header';
import { waitUntilLive } from './support/hydration';
import { collectErrors } from './support/page-errors';
import { PRODUCTION_URL } from './support/servers';

/**
 * The prerendered pages of the production build (what real visitors get) work before their code has run: the
 * header's menus open at the first tap. The window is made real and deterministic by holding every script until
 * the test releases them, as a slow phone on a slow network would.
 */
test.use({ baseURL: PRODUCTION_URL });

async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
  return release;
}

/** Opens a page with its scripts held: its HTML has painted and nothing of its code has run. */
async function openBeforeCode(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
}

test.describe('prerendered pages before their code has run', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('every page: a tap on Menu shows the navigation, a tap on Register opens it', async ({ page }) => {
      test.slow(); // every prerendered page in turn
      const release = await holdScripts(page);
      for (const { path } of PRERENDERED_PAGES) {
        await openBeforeCode(page, path);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav, path).toBeHidden();
        await summaryOf(headerMenu(page, 'Menu')).tap();
        await expect(nav, path).toBeVisible();
        const register = headerMenu(page, 'Register');
        await summaryOf(register).tap();
        await expect(register, path).toHaveJSProperty('open', true);
        await expect(register.getByRole('link', { name: 'Student (College)' }), path).toBeVisible();
      }
      release();
    });
  });

  test('a menu opened before hydration stays open, and hydration adopts the page', async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await openBeforeCode(page, '/about-us');
    const register = headerMenu(page, 'Register');
    const login = headerMenu(page, 'Login');
    await summaryOf(register).click();
    await expect(register).toHaveJSProperty('open', true);
    // One menu at a time, before hydration too.
    await summaryOf(login).click();
    await expect(login).toHaveJSProperty('open', true);
    await expect(register).toHaveJSProperty('open', false);

    release();
    await waitUntilLive(page);
    await expect(login).toHaveJSProperty('open', true);
    await expect(login.getByRole('link', { name: 'College Login' })).toBeVisible();
    // Now the code runs: Escape closes it and gives the focus back to its summary.
    await login.getByRole('link', { name: 'College Login' }).focus();
    await page.keyboard.press('Escape');
    await expect(login).toHaveJSProperty('open', false);
    await expect(summaryOf(login)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the filters of Job Pulse and the course catalogue work before the code runs', async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeCode(page, '/Job_pulse');
    // A plain GET form whose fields are the URL's parameters: submitting it loads the filtered page.
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'PCB Designer' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/Job_pulse\?query=&role=pcb_designer$/);

    await openBeforeCode(page, '/all-courses');
    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: /^Embedded firmware/ })
      .click();
    await expect(page).toHaveURL('/all-courses?category=embedded-firmware');

    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Embedded firmware courses' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('pcb_designer');
    await expect(page.getByRole('status').filter({ hasText: /open jobs?$/ })).toHaveText('2 open jobs');
  });
});
