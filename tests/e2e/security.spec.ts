import { expect, test, type Page } from './support/test';
import { metaCsp } from '../../scripts/vite/csp-policy';
import { ROLE_PAGE_PATHS, SKILL_PAGE_PATHS } from '../../src/lib/routes';
import { demoLogin } from './support/accounts';
import { signIn, signOut } from './support/auth';
import { verifyEmail } from './support/verification';

interface Violation {
  directive: string;
  blocked: string;
  url: string;
}

/**
 * Collects every CSP violation the page reports — `securitypolicyviolation` events, across navigations — and
 * every console message that reads like one ("Refused to …" is how Chromium logs a blocked resource).
 */
async function watchCsp(page: Page) {
  const violations: Violation[] = [];
  const refusals: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
        .__reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, url: event.documentURI });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return { violations, refusals };
}

function directiveOf(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

const cspMeta = (page: Page) => page.locator('head > meta[http-equiv="Content-Security-Policy"]');

/** Distinctive markup: any element or script it managed to create would be seen. */
const MARKUP = `<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script><b id="xss-b">bold</b>`;
/** Markup that fits the location's 100 characters (TEXT_MAX_LENGTH.shortText), so nothing of it is cut. */
const SHORT_MARKUP = `<img src=x onerror="window.__xss='loc'"><b id="xss-b">bold</b>`;

test.describe('Content-Security-Policy', () => {
  test('the built page carries the policy of csp-policy.ts, first in <head>, with no inline script or eval', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cspMeta(page)).toHaveCount(1);
    const policy = await cspMeta(page).getAttribute('content');
    expect(policy).toBe(metaCsp({ apiBaseUrl: process.env.VITE_API_BASE_URL }));
    const scripts = directiveOf(policy ?? '', 'script-src');
    expect(scripts).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directiveOf(policy ?? '', 'object-src')).toEqual(["'none'"]);
    // A <meta> policy covers only what comes after it: nothing may load before it.
    expect(await page.evaluate(() => document.head.firstElementChild?.getAttribute('http-equiv'))).toBe(
      'Content-Security-Policy',
    );
  });

  test('nothing the app does is blocked: public pages, a registration with OTP and toasts, sign-in, dashboards', async ({
    page,
  }) => {
    test.slow();
    const { violations, refusals } = await watchCsp(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/Job_pulse');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    // The OTP dialog, and the demo mailbox's toast (sonner injects its <style> element).
    await page.goto('/collegeform');
    const email = `csp.${Date.now().toString(36)}@college.test`;
    await page.getByRole('textbox', { name: 'Official email', exact: true }).fill(email);
    await verifyEmail(page, 'Verify official email', email);
    await expect(page.getByRole('alertdialog', { name: 'Verify Email' })).toContainText(
      'Email verified successfully',
    );
    // The toast is laid out by sonner's stylesheet: proof its <style> element was allowed.
    await expect(page.locator('[data-sonner-toaster]').first()).toHaveCSS('position', 'fixed');

    await signIn(page, demoLogin('lead@example.com'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/company/students');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download resume' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.goto('/company/jobs');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await signOut(page);

    await signIn(page, demoLogin('tpo@example.com'));
    await page.goto('/college/companies');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    expect(violations).toEqual([]);
    expect(refusals).toEqual([]);
  });

  test.describe(() => {
    // The browser reports each blocked script on the console: the errors this test provokes on purpose.
    test.use({
      expectedErrors: [/^console\.error: .*violates the following Content Security Policy directive/],
    });

    test('injected scripts are blocked and reported: inline, inline handler, data: URL and another origin', async ({
      page,
      baseURL,
    }) => {
      const { violations } = await watchCsp(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // 127.0.0.1 serves the same files, but it is another origin than localhost.
      const otherOrigin = new URL('/favicon.svg', baseURL).href.replace('localhost', '127.0.0.1');

      await page.evaluate((foreign) => {
        const inline = document.createElement('script');
        inline.textContent = "window.__injected = 'inline'";
        document.body.append(inline);
        const handler = document.createElement('img');
        handler.setAttribute('onerror', "window.__injected = 'handler'");
        handler.src = '/no-such-image.png';
        document.body.append(handler);
        for (const src of ["data:text/javascript,window.__injected='data'", foreign]) {
          const script = document.createElement('script');
          script.src = src;
          document.body.append(script);
        }
      }, otherOrigin);

      await expect
        .poll(() => violations.map(({ directive, blocked }) => `${directive} ${blocked}`).sort())
        .toEqual([
          'script-src-attr inline',
          'script-src-elem data',
          `script-src-elem ${otherOrigin}`,
          'script-src-elem inline',
        ]);
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: string }).__injected),
      ).toBeUndefined();
    });
  });
});

test.describe('user text is shown as text', () => {
  test('a job posted with HTML in its description and location shows the markup as text, running nothing', async ({
    page,
  }) => {
    const { violations } = await watchCsp(page);
    const title = `Markup Test Engineer ${Date.now().toString(36).replace(/\d/g, '')}`;
    await signIn(page, demoLogin('lead@example.com'));
    await page.goto('/company/postjob');
    await page.getByLabel('Role').selectOption({ label: 'Embedded Developer' });
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Job description').fill(`Description ${MARKUP}`);
    await page.getByLabel('Location').fill(`Pune ${SHORT_MARKUP}`);
    await page.getByLabel('Openings').fill('1');
    await page
      .getByLabel('Closing date')
      .fill(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page).toHaveURL('/company/jobs');

    await page.goto('/Job_pulse');
    await page.getByLabel('Search jobs').fill(title);
    await page.getByLabel('Search jobs').press('Enter');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await expect(card).toContainText(`Pune ${SHORT_MARKUP}`);
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Description ${MARKUP}`)).toBeVisible();

    expect(await page.locator('#xss-b, img[src="x"], main script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(violations).toEqual([]);
  });
});

test.describe('links that open a new tab', () => {
  /** Every target=_blank link in the page (menus included: closed menus keep their links in the DOM). */
  const newTabLinks = (page: Page) =>
    page
      .getByRole('link', { includeHidden: true })
      .evaluateAll((links) =>
        links
          .filter((link) => link.getAttribute('target') === '_blank')
          .map((link) => ({ href: link.getAttribute('href'), rel: link.getAttribute('rel') ?? '' })),
      );

  async function expectSafeNewTabLinks(page: Page, path: string) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await newTabLinks(page);
    expect(links.length, `new-tab links on ${path}`).toBeGreaterThan(0);
    for (const link of links) {
      const rel = link.rel.split(/\s+/);
      expect(rel, `rel of ${link.href} on ${path}`).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
  }

  test('every one carries rel="noopener noreferrer": public pages, forms and dashboards', async ({
    page,
  }) => {
    test.slow();
    for (const path of [
      '/',
      '/courses',
      '/all-courses',
      '/coupon1',
      '/contact-us',
      SKILL_PAGE_PATHS[0],
      ROLE_PAGE_PATHS[0],
      '/collegeform',
      '/login',
    ]) {
      await expectSafeNewTabLinks(page, path);
    }
    await signIn(page, demoLogin('student@example.com'));
    for (const path of ['/student/dashboard', '/student/courses']) await expectSafeNewTabLinks(page, path);
    await signOut(page);
    await signIn(page, demoLogin('tpo@example.com'));
    await expectSafeNewTabLinks(page, '/college/companies');
  });
});
