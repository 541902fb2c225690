import { expect, test, type Page } from './support/test';
import { headerMenu, summaryOf } from './support/header';
import { areaOfPath, groupsOf, inAuditOrder, ROUTE_TABLE } from './support/route-table';
import { openAndCollectLinks, resolveRoute } from './support/route-visits';

/**
 * Nothing on a public page makes it scroll sideways on a phone (issue 19): every site route at 320 and 375 px,
 * as it opens and with each header menu open (the Menu toggle, then Register, then Login).
 */

const WIDTHS = [375, 320] as const;
const GROUP_SIZE = 8;
const SITE_ROUTES = inAuditOrder(ROUTE_TABLE.filter((route) => !areaOfPath(route)));

/** How far the page is wider than the window, and the elements reaching past its right edge (to name them). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { by: document.documentElement.scrollWidth - width, sticking };
  });
}

async function expectNoOverflow(page: Page, where: string) {
  const overflow = await sidewaysOverflow(page);
  expect
    .soft(overflow.by, `${where} scrolls sideways by ${overflow.by} px: ${overflow.sticking.join(', ')}`)
    .toBe(0);
}

async function checkWithMenusOpen(page: Page, where: string) {
  await expectNoOverflow(page, where);
  await summaryOf(headerMenu(page, 'Menu')).click();
  await expectNoOverflow(page, `${where}, Menu open`);
  for (const name of ['Register', 'Login']) {
    const menu = headerMenu(page, name);
    await summaryOf(menu).click();
    await expect(menu).toHaveJSProperty('open', true);
    await expectNoOverflow(page, `${where}, ${name} menu open`);
  }
}

test.describe('no page scrolls sideways at 320 px or more', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const routes of groupsOf(SITE_ROUTES, GROUP_SIZE)) {
    test(`${routes[0]} … ${routes.at(-1)}`, async ({ page }) => {
      const seen = new Set<string>();
      for (const route of routes) {
        for (const path of await resolveRoute(page, route, seen)) {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 740 });
            await openAndCollectLinks(page, path, seen);
            await checkWithMenusOpen(page, `${path} at ${width} px`);
          }
        }
      }
    });
  }
});
