import type { Page } from '@playwright/test';
import { settle } from './axe';
import { concretePaths, likelyListers, ROUTE_TABLE } from './route-table';

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
  const found = concretePaths(route, seen);
  if (!found) throw new Error(`No value for ${route}: no page links to it and it has no fixed value`);
  return found;
}
