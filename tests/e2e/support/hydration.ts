import type { Page } from '@playwright/test';

/**
 * Waits until React owns the page's heading: the page was hydrated (prerendered pages) or drawn by the app. Before
 * that a prerendered page shows its HTML, and its buttons (the header's menus) do nothing yet.
 */
export async function waitUntilLive(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('#root h1');
      return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    { timeout },
  );
}
