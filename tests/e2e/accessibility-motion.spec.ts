import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { settle } from './support/axe';
import { setMockControls } from './support/mock';

/**
 * Reduced motion: with `prefers-reduced-motion: reduce` nothing on screen animates (the block at the end of
 * src/ui/styles/base.css). The check reads every element's computed animation and transition, its ::before,
 * ::after and ::backdrop included.
 */

/** What still moves: elements whose animation or transition lasts longer than 10 ms. */
async function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)),
      );
    const moving: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after', '::backdrop']) {
        const style = getComputedStyle(element, pseudo);
        const runs = style.animationIterationCount.includes('infinite')
          ? Infinity
          : Math.max(...style.animationIterationCount.split(',').map(Number));
        const animation =
          style.animationName !== 'none'
            ? seconds(style.animationDuration) * runs + seconds(style.animationDelay)
            : 0;
        const transition =
          style.transitionProperty !== 'none'
            ? seconds(style.transitionDuration) + seconds(style.transitionDelay)
            : 0;
        if (animation > 0.01 || transition > 0.01) {
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${pseudo ?? ''}`;
          moving.push(`${name} (animation ${animation}s, transition ${transition}s)`);
        }
      }
    }
    return moving;
  });
}

/** Signs in as the company with its job list slow to answer, so the loading placeholders stay on screen. */
async function companyWithSlowJobs(page: Page) {
  await signIn(page, demoLogin('lead@example.com'));
  await settle(page);
  await setMockControls(page, { delayMs: 4000, pathPrefix: '/company/jobs' });
  await page
    .getByRole('complementary', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Jobs', exact: true })
    .click();
  await expect(page.getByRole('status', { name: 'Loading your jobs' })).toBeVisible();
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates: loading placeholders, spinner, sidebar, toast and dialog', async ({ page }) => {
    test.slow(); // two deliberately slow answers
    await companyWithSlowJobs(page);
    await expect(page.locator('.skeleton').first()).toBeVisible();
    expect(await movingElements(page), 'moving while the list loads').toEqual([]);

    // The spinner of the session check, on a reload with a slow answer.
    await setMockControls(page, { delayMs: 3000, pathPrefix: '/user/check-auth' });
    await page.reload();
    await expect(page.getByRole('status', { name: 'Verifying authentication...' })).toBeVisible();
    expect(await movingElements(page), 'moving while the session is checked').toEqual([]);
    await setMockControls(page, {});
    await settle(page);

    // The sidebar collapses without sliding.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await movingElements(page), 'moving while the sidebar collapses').toEqual([]);

    // A toast, then a dialog over the page.
    await page
      .getByRole('button', { name: /^Close / })
      .first()
      .click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    expect(await movingElements(page), 'moving with a toast on screen').toEqual([]);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirm Logout' })).toBeVisible();
    expect(await movingElements(page), 'moving with a dialog open').toEqual([]);
  });
});

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the same check sees the loading placeholders and the sidebar move', async ({ page }) => {
    await companyWithSlowJobs(page);
    const moving = await movingElements(page);
    expect(moving.some((element) => element.startsWith('span.skeleton'))).toBe(true);
    expect(moving.some((element) => element.startsWith('aside.sidebar'))).toBe(true);
  });
});
