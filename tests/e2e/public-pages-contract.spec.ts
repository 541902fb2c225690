import { expect, test, type Page } from './support/test';
import type { AnyEndpoint } from '../../src/lib/api/endpoint';
import { ENDPOINT_TABLES } from '../../src/lib/api/endpoint-registry';
import { JOBS_API } from '../../src/lib/api/jobs-endpoints';
import { REGISTRATION_API } from '../../src/lib/api/registration-endpoints';
import { SESSION_API } from '../../src/lib/api/session-endpoints';
import { PRODUCTION_URL } from './support/servers';

/**
 * Issue 27, 'Public pages carry only what they use': a public page of the production build downloads the contract
 * of the calls it makes and no other (docs/architecture.md, 'The contract by area'). An endpoint's entry is found in
 * the page's scripts by its summary, a sentence written nowhere else; the season's, the dashboards' and every other
 * area's entries must not be there, not even among what loads after the first idle moment.
 */
test.use({ baseURL: PRODUCTION_URL });

type Table = Record<string, AnyEndpoint>;
const EVERY_ENDPOINT = ENDPOINT_TABLES.flatMap(({ endpoints }) => Object.entries(endpoints));
const namesOf = (...tables: Table[]) => tables.flatMap((table) => Object.keys(table));

const PUBLIC_PAGES: { path: string; calls: string[]; makes?: string }[] = [
  { path: '/', calls: [] },
  { path: '/resources', calls: [] },
  { path: '/login', calls: namesOf(SESSION_API), makes: 'login' },
  { path: '/companyform', calls: namesOf(REGISTRATION_API), makes: 'companyForm' },
  { path: '/register/student-college', calls: namesOf(REGISTRATION_API), makes: 'register' },
  { path: '/Job_pulse', calls: namesOf(JOBS_API), makes: 'jobs' },
  { path: '/IntegrationEngineer', calls: namesOf(JOBS_API), makes: 'jobs' },
];

/** A summary as a minifier may quote it: as it is, or with its quotes escaped. */
const spellings = (summary: string) => [
  summary,
  summary.replaceAll("'", "\\'"),
  summary.replaceAll('"', '\\"'),
];

/** Every script the page downloads on a first visit, up to and after its first idle moment. */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).join('\n');
}

test.describe('public pages and the API contract', () => {
  for (const { path, calls, makes } of PUBLIC_PAGES) {
    test(`${path} downloads the entries of its own calls only`, async ({ browser }) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = await scriptsOf(page, path);
      const carried = EVERY_ENDPOINT.filter(([, { summary }]) =>
        spellings(summary).some((spelling) => scripts.includes(spelling)),
      ).map(([name]) => name);
      // The check can see an entry: the page's own call is there.
      if (makes) expect(carried).toContain(makes);
      expect(
        carried.filter((name) => !calls.includes(name)),
        'entries of calls this page never makes',
      ).toEqual([]);
      await context.close();
    });
  }
});
