import type { Page } from '@playwright/test';
import { settle } from './axe';
import { concretePaths, hrefPattern, likelyListers, parentRoutes, ROUTE_TABLE } from './route-table';

/** How many parent pages a nested route's search opens before it gives up. */
const MAX_PARENT_PAGES = 8;

/** Same-origin link paths on the page, to find real ids for parameterised routes. */
async function linkPaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.links)
      .filter((link) => link.origin === location.origin)
      .map((link) => link.pathname),
  );
}

/** Opens a path, waits until it is live, and notes the paths it links to. */
export async function openAndCollectLinks(page: Page, path: string, seen: Set<string>) {
  await page.goto(path);
  await settle(page);
  for (const href of await linkPaths(page)) seen.add(href);
}

/** Real paths for a route; for an id, the first link to it, looking on the likeliest list pages if need be. */
export async function resolveRoute(page: Page, route: string, seen: Set<string>): Promise<string[]> {
  for (const lister of likelyListers(route, ROUTE_TABLE)) {
    const found = concretePaths(route, seen);
    if (found) return found;
    await openAndCollectLinks(page, lister, seen);
  }
  // A nested page (a drive's round) is linked only from its parent's pages, and not from every one of them (a
  // drive still proposed has no rounds to open): try the parent pages seen so far, a bounded few.
  for (const parent of parentRoutes(route, ROUTE_TABLE)) {
    const pattern = hrefPattern(parent);
    for (const href of [...seen].filter((candidate) => pattern.test(candidate)).slice(0, MAX_PARENT_PAGES)) {
      await openAndCollectLinks(page, href, seen);
      const nested = concretePaths(route, seen);
      if (nested) return nested;
    }
  }
  const found = concretePaths(route, seen);
  if (!found) throw new Error(`No value for ${route}: no page links to it and it has no fixed value`);
  return found;
}
