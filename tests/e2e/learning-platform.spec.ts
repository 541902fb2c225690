import { expect, test, type BrowserContext, type Locator } from './support/test';
import { paths } from '../../src/lib/routes';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { headerMenu, summaryOf } from './support/header';

/**
 * The demo build sets no learning-platform address (VITE_LEARNING_PLATFORM_URL), so every link to the platform
 * opens the portal's own page about it, in a new tab, as the real platform would open.
 */
async function openInNewTab(context: BrowserContext, link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  const opened = context.waitForEvent('page');
  await link.click();
  return opened;
}

test.describe('the learning platform links of the demo', () => {
  test('the header’s Courses link explains the platform in a new tab, with a way back', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us');
    await summaryOf(headerMenu(page, 'Login')).click();
    const platform = await openInNewTab(context, page.getByRole('link', { name: 'Courses' }));
    await expect(platform).toHaveURL(paths.learningPlatformSignIn);
    await expect(platform.getByRole('heading', { level: 1 })).toHaveText('Sign In to the Learning Platform');
    const main = platform.getByRole('main');
    await expect(main).toContainText('This copy of the portal is not connected to a learning platform');
    await expect(main).toContainText('Use the same e-mail address and password as on the portal');
    await expect(main.getByRole('link', { name: 'Course Coupon' })).toBeVisible();
    await main.getByRole('link', { name: 'Back to the portal' }).click();
    await expect(platform).toHaveURL('/');
    // The page that opened it stayed where it was.
    await expect(page).toHaveURL('/about-us');
  });

  test('Continue Learning on a candidate’s dashboard opens the platform’s sign-in page', async ({
    page,
    context,
  }) => {
    await signIn(page, demoLogin('student@example.com'));
    const banner = page.getByRole('banner');
    const platform = await openInNewTab(context, banner.getByRole('link', { name: 'Continue Learning' }));
    await expect(platform).toHaveURL(paths.learningPlatformSignIn);
    await expect(platform.getByRole('heading', { level: 1 })).toHaveText('Sign In to the Learning Platform');
  });
});
