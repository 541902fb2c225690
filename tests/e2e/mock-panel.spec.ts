import { expect, test, type Page } from './support/test';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';

/** The Mock API tab of the demo build (mocks/ui/mock-panel.tsx). */
const mockTab = (page: Page) => page.getByRole('button', { name: /^Mock API: / });

/**
 * Scrolls through the whole page and lists every piece of text and every control that lies under the Mock API tab
 * at some scroll position (the tab itself and its panel excepted).
 */
async function contentUnderTheTab(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const tab = document.querySelector<HTMLElement>('.mock-panel');
    if (!tab) throw new Error('no Mock API tab');
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.width > 1 &&
      a.height > 1 &&
      a.left < b.right &&
      b.left < a.right &&
      a.top < b.bottom &&
      b.top < a.bottom;
    const outsideTab = (node: Node) => !tab.contains(node);
    // The part of a box a person sees: a scroll box (a wide table's) clips what lies past its edge.
    const seen = (element: Element | null, box: DOMRect): DOMRect => {
      let { left, top, right, bottom } = box;
      for (let parent = element; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const covered = new Set<string>();
    const step = Math.floor(window.innerHeight / 3);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      const tabBox = tab.getBoundingClientRect();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !outsideTab(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((box) => overlaps(seen(node.parentElement, box), tabBox)))
          covered.add(`text "${node.textContent.trim().slice(0, 40)}"`);
      }
      for (const control of document.querySelectorAll(
        'a, button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      )) {
        if (
          outsideTab(control) &&
          overlaps(seen(control.parentElement, control.getBoundingClientRect()), tabBox)
        )
          covered.add(`${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

test.describe('the Mock API tab on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/login']) {
    test(`${path}: covers no text or control at any scroll position`, async ({ page }) => {
      await page.goto(path);
      await expect(mockTab(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await contentUnderTheTab(page)).toEqual([]);
    });
  }

  // Issue 35: signed-in screens have buttons at the right edge (the drive cards' actions, the tables' buttons).
  const signedInScreens = [
    {
      login: demoLogin('tpo@example.com'),
      paths: [
        '/college/dashboard',
        '/college/season',
        '/college/report',
        '/college/drives',
        '/college/batch',
        '/college/drives/drv-voltline-validation',
        '/college/drives/drv-voltline-validation/rounds/drv-voltline-validation-r2',
        '/college/season/students/1RV22CS0001',
        '/college/policy',
        '/college/drives/new',
        '/college/students',
      ],
    },
    {
      login: demoLogin('student@example.com'),
      paths: [
        '/student/dashboard',
        '/student/drives',
        '/student/applications',
        '/student/offers',
        '/student/notifications',
        '/student/profile',
        '/student/jobpulse',
      ],
    },
  ];
  for (const { login, paths } of signedInScreens) {
    test(`${login.email}'s screens: the tab covers no text or control`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, login);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        await expect(mockTab(page)).toBeVisible();
        expect({ path, covered: await contentUnderTheTab(page) }).toEqual({ path, covered: [] });
      }
    });
  }

  test('can be hidden, stays hidden, and comes back on request or when a switch is on', async ({ page }) => {
    await page.goto('/login');
    await mockTab(page).click();
    await expect(page.getByRole('form', { name: 'Mock API switches' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide this button' }).click();
    await expect(mockTab(page)).toHaveCount(0);
    await expect(
      page.getByText(/Mock API button hidden\. Bring it back with \?mockPanel=show/),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(mockTab(page)).toHaveCount(0);

    // A failure switch brings the tab back while it is on, so a forced failure is never a mystery.
    await page.evaluate(() =>
      (window as unknown as { portalMock: { setControls: (c: object) => void } }).portalMock.setControls({
        status: 503,
      }),
    );
    await expect(mockTab(page)).toHaveAccessibleName('Mock API: status 503');
    await page.evaluate(() =>
      (window as unknown as { portalMock: { clearControls: () => void } }).portalMock.clearControls(),
    );
    await expect(mockTab(page)).toHaveCount(0);

    await page.goto('/login?mockPanel=show');
    await expect(mockTab(page)).toHaveAccessibleName('Mock API: normal');
    await page.goto('/login');
    await expect(mockTab(page)).toBeVisible();
  });
});
