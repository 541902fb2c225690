import { expect, test, type Page } from './support/test';
import { PRERENDERED_PAGES } from '../../src/app/prerender/prerendered-pages';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { headerMenu, summaryOf } from './support/header';
import { waitUntilLive } from './support/hydration';
import { collectErrors } from './support/page-errors';
import { waitForDraftHolding } from './support/drafts';

/**
 * Notes every element of the prerendered markup, as the parser made it, before any script runs: if hydration
 * succeeds React adopts those elements; if it fails React throws the markup away and draws new ones.
 */
async function notePrerenderedElements(page: Page) {
  await page.addInitScript(`
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__prerendered = new WeakSet(document.querySelectorAll('#root *'));
    }, { once: true });
  `);
}

const headingAdopted = (page: Page) =>
  page.evaluate(() => {
    const prerendered = (window as unknown as { __prerendered: WeakSet<Element> }).__prerendered;
    const heading = document.querySelector('#root h1');
    return Boolean(heading && prerendered.has(heading));
  });

/**
 * Rules of style sheets the HTML did not carry that style an element of the prerendered markup: the page painted
 * without them and changes when its code brings them. (Style sheets of parts drawn later are fine.)
 */
const lateStyleRules = (page: Page, html: string) =>
  page.evaluate(
    (linked) => {
      const prerendered = (window as unknown as { __prerendered: WeakSet<Element> }).__prerendered;
      const late = [...document.styleSheets].filter(
        (sheet) => sheet.href && !linked.includes(new URL(sheet.href).pathname),
      );
      const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
        [...rules].flatMap((rule) =>
          rule instanceof CSSStyleRule
            ? [rule]
            : 'cssRules' in rule
              ? styleRules(rule.cssRules as CSSRuleList)
              : [],
        );
      return late.flatMap((sheet) =>
        styleRules(sheet.cssRules)
          .filter((rule) =>
            [...document.querySelectorAll(rule.selectorText)].some((el) => prerendered.has(el)),
          )
          .map((rule) => `${new URL(sheet.href!).pathname}: ${rule.selectorText}`),
      );
    },
    // Inlined (<style data-file>) or linked in the HTML.
    [...html.matchAll(/(?:<link rel="stylesheet"[^>]* href|<style data-file)="([^"]+)"/g)].map(
      (match) => match[1]!,
    ),
  );

test.describe('prerendered pages', () => {
  for (const { path } of PRERENDERED_PAGES) {
    test(`${path} arrives as HTML and hydrates without replacing it`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      // The Content-Security-Policy allows no inline script: every script is a file.
      expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc=/.test(tag))).toBe(true);

      const errors = collectErrors(page);
      await notePrerenderedElements(page);
      await page.goto(path);
      await waitUntilLive(page);
      expect(await headingAdopted(page)).toBe(true);
      expect(await lateStyleRules(page, html)).toEqual([]);
      const register = headerMenu(page, 'Register');
      await summaryOf(register).click();
      await expect(register).toHaveJSProperty('open', true);
      expect(errors).toEqual([]);
    });
  }

  test('the forms appear once the page is live, and their drafts still come back', async ({ page }) => {
    await page.goto('/collegeform');
    const university = () => page.getByRole('textbox', { name: 'University (affiliation)' });
    await university().fill('Anna University');
    await waitForDraftHolding(page, 'Anna University');
    await page.reload();
    await expect(university()).toHaveValue('Anna University');
  });

  test('a signed-in user never gets the signed-out page', async ({ page }) => {
    await signIn(page, demoLogin('student@example.com'));
    const errors = collectErrors(page);
    await page.goto('/');
    await waitUntilLive(page);
    // The header holds the account menu (named after the user), not the Register and Login menus.
    await expect(headerMenu(page, 'Register')).toHaveCount(0);
    await expect(headerMenu(page, 'Login')).toHaveCount(0);
    await expect(headerMenu(page, 'Ananya Rao')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a query the HTML was not made for is rendered afresh with it', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/login?type=college');
    await expect(page.getByRole('combobox', { name: /Account type/ })).toHaveValue('college');
    expect(errors).toEqual([]);
  });

  test('routes without a page of their own get the empty app shell', async ({ request }) => {
    for (const path of ['/job/job-001', '/student/dashboard', '/no-such-page']) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});
