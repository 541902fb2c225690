import { test, type Page } from './support/test';
import { paths } from '../../src/lib/routes';
import { DEMO_LOGINS } from './support/accounts';
import { signIn } from './support/auth';
import { AuditLog } from './support/axe';
import { areaOfPath, groupsOf, inAuditOrder, ROUTE_TABLE } from './support/route-table';
import { openAndCollectLinks, resolveRoute } from './support/route-visits';

/**
 * Every route of the route table through axe and the heading-outline check (support/axe.ts): the site signed
 * out, and each user type's dashboard signed in (each type has its own theme). One page load per route; the
 * routes of a test share its browser context, and the test reports all their findings at once.
 */

/** Routes per signed-out test: small enough for the time limit on a busy machine, large enough to share a load. */
const GROUP_SIZE = 8;
// An unknown path shows the error page.
const SITE_ROUTES = inAuditOrder([...ROUTE_TABLE.filter((route) => !areaOfPath(route)), '/no-such-page']);

/** Opens and audits each route in turn. */
async function auditRoutes(page: Page, routes: readonly string[], who: string) {
  const log = new AuditLog();
  const seen = new Set<string>();
  for (const route of routes) {
    for (const path of await resolveRoute(page, route, seen)) {
      await openAndCollectLinks(page, path, seen);
      await log.check(page, `${path} (${who})`);
    }
  }
  log.expectClean();
}

test.describe('accessibility of every route', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const routes of groupsOf(SITE_ROUTES, GROUP_SIZE)) {
    test(`signed out: ${routes[0]} … ${routes.at(-1)}`, async ({ page }) => {
      await auditRoutes(page, routes, 'signed out');
    });
  }

  const oneLoginPerType = DEMO_LOGINS.filter(
    (login, index, all) => all.findIndex(({ type }) => type === login.type) === index,
  );
  for (const login of oneLoginPerType) {
    const area = areaOfPath(login.dashboardPath);
    // The site's header shows the account menu when signed in.
    const routes = [...inAuditOrder(ROUTE_TABLE.filter((route) => areaOfPath(route) === area)), paths.home];
    // In groups, like the site's: a whole area in one test took minutes, and the two workers share them out.
    for (const group of groupsOf(routes, GROUP_SIZE)) {
      test(`signed in as ${login.type}: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
        await signIn(page, login);
        await auditRoutes(page, group, login.type);
      });
    }
  }
});
