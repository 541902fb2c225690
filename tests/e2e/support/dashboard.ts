/** The dashboards' landmarks as a person finds them: the main region, a record's card, a sidebar link. */
import { expect, type Page } from '@playwright/test';

export const main = (page: Page) => page.getByRole('main');
export const card = (page: Page, name: string | RegExp) => main(page).getByRole('article', { name });

/** Opens a screen from the dashboard's sidebar and waits for its heading. */
export async function openFromSidebar(page: Page, label: string) {
  await page
    .getByRole('complementary', { name: 'Dashboard' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}
