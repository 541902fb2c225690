import { describe, expect, it } from 'vitest';
import { operationsNeverSucceeded, runContractCheck, type Account } from '../scripts/contract/conformance';
import { main as contractCheck } from '../scripts/contract/check';
import { DEMO_COLLEGE, DEMO_COMPANY, DEMO_STUDENT } from '../scripts/contract/examples';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { lastMailTo } from '../mocks/mailbox';
import { serverForSuite, TEST_ENGINES } from './test/test-server';

// As in the mock's own contract test: the student last (her probes opt out and back in, withdrawing applications).
const ACCOUNTS: Account[] = [DEMO_COMPANY, DEMO_COLLEGE, DEMO_STUDENT].map(({ email, type }) => ({
  email,
  type,
  password: DEMO_PASSWORD,
}));

describe.each(TEST_ENGINES)('contract:check against the server on %s', (engine) => {
  const server = serverForSuite(engine);

  it('answers every operation of the published contract as the document says, writes included', async () => {
    const rows = await runContractCheck({
      baseUrl: server.api,
      accounts: ACCOUNTS,
      write: true,
      readMail: lastMailTo,
    });
    expect(rows.filter((row) => row.problem)).toEqual([]);
    expect(rows.filter((row) => row.skipped)).toEqual([]);
    expect(operationsNeverSucceeded(rows)).toEqual([]);
  }, 120_000);

  it('passes from the command line, as a college would run it (npm run contract:check)', async () => {
    const printed: string[] = [];
    const code = await contractCheck(
      [
        '--base-url',
        server.api,
        '--email',
        'tpo@example.com',
        '--password',
        DEMO_PASSWORD,
        '--type',
        'college',
      ],
      (text) => void printed.push(text),
    );
    expect(printed.at(-1)?.trim()).toMatch(/^\d+ passed, 0 failed, 0 skipped$/);
    expect(code).toBe(0);
  }, 60_000);
});
