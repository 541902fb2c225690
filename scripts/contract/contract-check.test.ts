// @vitest-environment node
/*
 * contract:check against the mock backend served over real HTTP (the same msw handlers), so the check, the mock
 * and the OpenAPI document are tested together: every endpoint's answers are replayed and validated against the
 * document, and a handler broken on purpose makes the check fail.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import { DEMO_PASSWORD } from '../../mocks/db/seed';
import { handlers } from '../../mocks/handlers';
import { lastMailTo } from '../../mocks/mailbox';
import { server as interceptingMock } from '../../mocks/node';
import { main } from './check';
import {
  accessProbes,
  operationsNeverSucceeded,
  runContractCheck,
  type Account,
  type CheckRow,
} from './conformance';
import { DEMO_COLLEGE, DEMO_COMPANY, DEMO_STUDENT } from './examples';
import { startMockHttpServer, type MockHttpServer } from './mock-http-server';
import { ANONYMOUS_PROBES, SIGNED_IN_PROBES } from './probes';

// The student last: their probes opt out of the season and back in, which withdraws their applications in
// progress, and the company's probes read the demo student's application.
const ACCOUNTS: Account[] = [DEMO_COMPANY, DEMO_COLLEGE, DEMO_STUDENT].map(({ email, type }) => ({
  email,
  type,
  password: DEMO_PASSWORD,
}));

let served: MockHttpServer;
let extraHandlers: RequestHandler[] = [];

beforeAll(async () => {
  // Requests must reach the HTTP server, not be answered in-process by the test setup's msw interception.
  interceptingMock.close();
  served = await startMockHttpServer(() => [...extraHandlers, ...handlers]);
  // The institution index loads on the first search (seconds); load it once here, not inside a test's time.
  await fetch(`${served.baseUrl}/college/search?query=engineering`);
}, 30_000);
beforeEach(() => {
  extraHandlers = [];
});
afterAll(async () => {
  await served.close();
  interceptingMock.listen({ onUnhandledRequest: 'error' });
});

const failures = (rows: CheckRow[]) => rows.filter((row) => row.problem);

describe('contract:check', () => {
  it('has a probe for every endpoint of every registered table', () => {
    const { anonymous, wrongAccount } = accessProbes();
    const probed = new Set(
      [...ANONYMOUS_PROBES, ...SIGNED_IN_PROBES, ...anonymous, ...wrongAccount].map((p) => p.endpoint),
    );
    const all = ENDPOINT_TABLES.flatMap((table) => Object.keys(table.endpoints));
    expect(all.filter((key) => !probed.has(key))).toEqual([]);
  });

  it("replays the mock's answers to every endpoint, each matching the OpenAPI document", async () => {
    const rows = await runContractCheck({
      baseUrl: served.baseUrl,
      accounts: ACCOUNTS,
      write: true,
      readMail: lastMailTo,
    });
    expect(failures(rows)).toEqual([]);
    expect(rows.filter((row) => row.skipped)).toEqual([]);
    // Every endpoint answered at least once with success, and its answer was validated against the document.
    expect(operationsNeverSucceeded(rows)).toEqual([]);
  }, 20_000);

  it('passes against the mock from the command line, read calls only, and prints the table', async () => {
    const printed: string[] = [];
    const code = await main(
      [
        '--base-url',
        served.baseUrl,
        '--email',
        DEMO_COMPANY.email,
        '--password',
        DEMO_PASSWORD,
        '--type',
        'company',
      ],
      (text) => void printed.push(text),
    );
    const table = printed.join('\n');
    expect(table).toMatch(/GET \/company\/overview\s+the session\s+200\s+200/);
    expect(table).not.toMatch(/POST \/company\/jobs\s+a job/);
    expect(code).toBe(0);
  }, 20_000);

  it('fails, naming the call and the mismatch, when a handler is broken on purpose', async () => {
    extraHandlers = [
      // The summary's count as text, and a 404 without its code: a shape and an error-code mismatch.
      http.get('*/api/jobs/summary', () => HttpResponse.json({ openJobs: 'many', companies: 1, roles: [] })),
      http.get('*/api/jobs/:id', () => HttpResponse.json({ message: 'gone' }, { status: 404 })),
    ];
    const printed: string[] = [];
    const code = await main(['--base-url', served.baseUrl], (text) => void printed.push(text));
    const table = printed.join('\n');
    expect(code).toBe(1);
    expect(table).toMatch(/FAIL\s+GET \/jobs\/summary\s+nothing\s+200\s+200\s+\/openJobs must be integer/);
    expect(table).toMatch(/FAIL\s+GET \/jobs\/:id\s+an unknown id\s+404 not_found\s+404\s+error code/);
  }, 20_000);

  it('refuses to run without a base URL or with half an account', async () => {
    const printed: string[] = [];
    expect(await main([], (text) => void printed.push(text))).toBe(2);
    expect(
      await main(
        ['--base-url', served.baseUrl, '--email', 'a@example.com'],
        (text) => void printed.push(text),
      ),
    ).toBe(2);
    expect(printed.join('\n')).toMatch(/Usage: npm run contract:check/);
  });
});
