/**
 * contract:check's engine: sends the probes (probes.ts) to a server, and judges each answer by the contract:
 * the status, the error code, and the shape against the OpenAPI document. The document is made from the contract
 * in memory, the same one docs/openapi.json holds (npm test checks that they are equal).
 */
import { randomUUID } from 'node:crypto';
import type { AnyEndpoint } from '../../src/lib/api/endpoint';
import { ENDPOINT_TABLES } from '../../src/lib/api/endpoint-registry';
import type { UserType } from '../../src/lib/user-types';
import { AnswerValidator } from './answer-validator';
import { sendCall } from './http-call';
import { buildOpenApiDocument, pathParamsOf } from './openapi';
import { kindOf, type AccountKind, type CheckState, type Probe } from './probe-types';
import { ANONYMOUS_PROBES, SIGNED_IN_PROBES } from './probes';

export interface Account {
  email: string;
  password: string;
  type: UserType;
}

export interface CheckOptions {
  baseUrl: string;
  accounts?: readonly Account[];
  write?: boolean;
  readMail?: CheckState['readMail'];
}

export interface CheckRow {
  endpoint: string;
  sent: string;
  expected: string;
  got: string;
  /** Empty when the answer matches; else what does not. */
  problem: string;
  skipped?: true;
}

export const ENDPOINTS: Record<string, AnyEndpoint> = Object.assign(
  {},
  ...ENDPOINT_TABLES.map((table) => table.endpoints),
);

const statusText = (status: number | readonly number[]) =>
  typeof status === 'number' ? String(status) : status.join(' or ');

/**
 * The refusals every signed-in call makes, from its `access`: 401 without a session, 403 for another kind of
 * account. Only for reads, and for writes with --write (a broken server might do what it should refuse).
 */
export function accessProbes(): { anonymous: Probe[]; wrongAccount: Probe[] } {
  const anonymous: Probe[] = [];
  const wrongAccount: Probe[] = [];
  for (const [key, entry] of Object.entries(ENDPOINTS)) {
    if (!entry.access) continue;
    const params = Object.fromEntries(pathParamsOf(entry.path).map((name) => [name, 'contract-check']));
    const write = entry.method === 'GET' ? {} : { write: true as const };
    anonymous.push({
      endpoint: key,
      sent: 'no session',
      ...write,
      request: () => ({ params }),
      expect: { status: 401, code: 'not_signed_in' },
    });
    const allowed = new Set(entry.access.map(kindOf));
    for (const kind of ['candidate', 'company', 'college'] as const)
      if (!allowed.has(kind))
        wrongAccount.push({
          endpoint: key,
          sent: `a ${kind}'s session`,
          as: kind,
          ...write,
          request: () => ({ params }),
          expect: { status: 403, code: 'forbidden' },
        });
  }
  return { anonymous, wrongAccount };
}

class Checker {
  readonly rows: CheckRow[] = [];
  private readonly validator = new AnswerValidator(buildOpenApiDocument());
  private readonly state: CheckState;

  constructor(private readonly options: CheckOptions) {
    this.state = { runId: randomUUID().slice(0, 8), readMail: options.readMail };
  }

  async run(probes: readonly Probe[], as?: AccountKind, cookie?: string): Promise<void> {
    for (const probe of probes) {
      if (probe.as !== as) continue;
      if (probe.write && !this.options.write) continue;
      await this.probe(probe, cookie);
    }
  }

  async probe(probe: Probe, cookie?: string): Promise<string[]> {
    const entry = ENDPOINTS[probe.endpoint];
    if (!entry) throw new Error(`A probe names an unknown endpoint '${probe.endpoint}'`);
    const expect = typeof probe.expect === 'function' ? probe.expect(this.state) : probe.expect;
    const row: CheckRow = {
      endpoint: `${entry.method} ${entry.path}`,
      sent: probe.sent,
      expected: `${statusText(expect.status)}${expect.code ? ` ${expect.code}` : ''}`,
      got: '',
      problem: '',
    };
    this.rows.push(row);
    const request = probe.request(this.state);
    if (!request) {
      row.skipped = true;
      row.got = 'skipped: nothing to use';
      return [];
    }
    try {
      const answer = await sendCall(this.options.baseUrl, entry.method, entry.path, request, cookie);
      const body = answer.body as Record<string, unknown> | undefined;
      const code = typeof body?.code === 'string' ? body.code : undefined;
      row.got = `${answer.status}${code && answer.status >= 400 ? ` ${code}` : ''}`;
      const statuses = typeof expect.status === 'number' ? [expect.status] : expect.status;
      const problems = [
        statuses.includes(answer.status) ? '' : 'status',
        expect.code && code !== expect.code ? 'error code' : '',
        this.validator.problem(entry.method, entry.path, answer.status, answer.body, answer.isJson) ?? '',
      ].filter(Boolean);
      row.problem = problems.join('; ');
      if (!row.problem && body && typeof body === 'object') probe.remember?.(body, this.state);
      return answer.setCookies;
    } catch (error) {
      row.got = 'no answer';
      row.problem = error instanceof Error ? error.message : String(error);
      return [];
    }
  }

  /** Signs in (a row of its own), runs the account's probes, signs out. */
  async signedIn(account: Account, probes: readonly Probe[]): Promise<void> {
    const login: Probe = {
      endpoint: 'login',
      sent: `${account.email} (${account.type})`,
      request: () => ({ json: { type: account.type, email: account.email, password: account.password } }),
      expect: { status: 200 },
    };
    const setCookies = await this.probe(login);
    const cookie = setCookies.map((header) => header.split(';')[0]).join('; ');
    if (!cookie) {
      this.rows.push({
        endpoint: 'POST /user/login',
        sent: 'the answer',
        expected: 'a session cookie',
        got: 'none',
        problem: 'no Set-Cookie',
      });
      return;
    }
    await this.run(probes, kindOf(account.type), cookie);
    await this.probe(
      { endpoint: 'logout', sent: 'the session', request: () => ({}), expect: { status: 200 } },
      cookie,
    );
  }
}

/** Runs every probe the options allow; the rows say what was sent and what came back. */
export async function runContractCheck(options: CheckOptions): Promise<CheckRow[]> {
  const checker = new Checker(options);
  const { anonymous, wrongAccount } = accessProbes();
  await checker.run([...ANONYMOUS_PROBES, ...anonymous]);
  for (const account of options.accounts ?? [])
    await checker.signedIn(account, [...SIGNED_IN_PROBES, ...wrongAccount]);
  return checker.rows;
}

/** The rows as a plain-text table. */
export function formatTable(rows: readonly CheckRow[]): string {
  const lines = rows.map((row) => [
    row.skipped ? 'skip' : row.problem ? 'FAIL' : 'ok',
    row.endpoint,
    row.sent,
    row.expected,
    row.got,
    row.problem,
  ]);
  const header = ['', 'endpoint', 'sent', 'expected', 'got', 'mismatch'];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => line[column]!.length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}

/** The operations of the contract that no answer of the run succeeded on (each should have, in a full run). */
export function operationsNeverSucceeded(rows: readonly CheckRow[]): string[] {
  const succeeded = new Set(
    rows.filter((row) => !row.problem && /^2/.test(row.got)).map((row) => row.endpoint),
  );
  return Object.values(ENDPOINTS)
    .map((entry) => `${entry.method} ${entry.path}`)
    .filter((endpoint) => !succeeded.has(endpoint));
}
