import { expect, type Locator, type Page } from '@playwright/test';

/** What has the focus, and whether it shows: an outline at least 2 px wide, or a box-shadow ring. */
async function focusState(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { element: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const name =
      element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim() ?? '';
    return { element: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`, visible: outline || ring };
  });
}

export async function expectFocusVisible(page: Page) {
  const focus = await focusState(page);
  expect(focus.visible, `the focus on ${focus.element} has no visible indicator`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus is visible.
 * Keyboard only: the locator is read, never clicked or focused.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 40 } = {}) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
  }
  await expect(target, `not reached with ${maxPresses} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
