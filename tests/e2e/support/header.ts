import type { Locator, Page } from '@playwright/test';

/**
 * One of the site header's disclosures (the Register, Login and account menus, and the Menu toggle at phone
 * width): a native `<details>`, found by its role (group) and the name on its summary. Its
 * open state is its `open` property; `summaryOf(menu).click()` toggles it. (Browsers expose a summary as a button with an expanded state,
 * but Playwright gives `<summary>` no role, hence the group.)
 */
export function headerMenu(page: Page, name: string): Locator {
  const summary = page.locator('summary').filter({ hasText: new RegExp(`^\\s*${name}`) });
  return page.getByRole('banner').getByRole('group', { includeHidden: true }).filter({ has: summary });
}

export const summaryOf = (menu: Locator): Locator => menu.locator('> summary');
