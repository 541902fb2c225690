import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';
import { demoChunkOf } from './support/built-chunks';
import { setMockControls } from './support/mock';

/**
 * Issue 27: a signed-in screen opened by a link (a full page load) used to load its code only once the session
 * check had answered, and then showed "Loading..." while React revealed it. The demo's mock answers the session
 * check late here (1.5 s, the mock's own delay switch), so the order is plain to see.
 */
const CHECK_DELAY_MS = 1_500;

/** Records, from the page itself, whether the dashboard's main area ever said "Loading..." during a load. */
async function watchForLoadingText(page: Page) {
  await page.addInitScript(() => {
    const seen = { loading: false };
    Object.assign(window, { __loadingSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('main')?.textContent?.includes('Loading...')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test("a signed-in deep link loads the screen's code while the session is checked, and shows it with no loading step", async ({
  page,
}) => {
  const student = demoLogin('student@example.com');
  await signIn(page, student);
  await setMockControls(page, { delayMs: CHECK_DELAY_MS, pathPrefix: '/user/check-auth' });
  await watchForLoadingText(page);
  const screenChunk = demoChunkOf('src/features/student-season/pages/drives-page.tsx');
  const seenAt: Record<'screenCode' | 'sessionAnswer', number[]> = { screenCode: [], sessionAnswer: [] };
  page.on('request', (request) => {
    if (request.url().endsWith(`/${screenChunk}`)) seenAt.screenCode.push(Date.now());
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/user/check-auth') seenAt.sessionAnswer.push(Date.now());
  });

  await page.goto('/student/drives');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement drives' })).toBeVisible();
  await expect(page.locator('.drive-card').first()).toBeVisible();

  expect(seenAt.sessionAnswer).toHaveLength(1);
  expect(seenAt.screenCode.length).toBeGreaterThan(0);
  // Asked for before the session check answered, not after it.
  expect(Math.min(...seenAt.screenCode)).toBeLessThan(seenAt.sessionAnswer[0]!);
  expect(
    await page.evaluate(() => (window as unknown as { __loadingSeen: { loading: boolean } }).__loadingSeen),
  ).toEqual({ loading: false });
});

test("the demo's mock backend starts on a public page without the season's seed in its code", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, text })));
  });
  await page.goto('/login');
  await page.waitForFunction(() => 'portalMock' in window);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // A drive of the demo season (mocks/db/seed-season.ts): its data and builders load when a database is seeded,
  // not with every page's start of the mock.
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  const withSeason = loaded.filter(({ text }) => text.includes('drv-voltline-validation'));
  expect(withSeason.map(({ url }) => url)).toEqual([]);
});
