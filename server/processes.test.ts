import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleJobInput } from '../scripts/contract/examples';
import { expectOneFirstAnswer } from './test/idempotent-answers';
import { Device } from './test/http';
import { spawnServer, type ServerProcess } from './test/server-process';
import { createSchema, dropSchema, TEST_ENGINES } from './test/test-server';

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill('SIGKILL')));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database of the test's own: a data folder for PGlite, a schema on TEST_DATABASE_URL for PostgreSQL. */
async function freshDatabase(engine: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-process-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (engine === 'pglite') return { DATA_DIR: dataDir };
  const url = process.env.TEST_DATABASE_URL!;
  const schema = await createSchema(url);
  cleanups.push(() => dropSchema(url, schema));
  return { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

async function companyJobTitles(api: string): Promise<string[]> {
  const company = new Device(api);
  await company.signIn('lead@example.com', 'company');
  const list = (await (await company.call('GET', '/company/jobs?pageSize=50')).json()) as {
    items: Array<{ title: string }>;
  };
  return list.items.map((job) => job.title);
}

describe.each(TEST_ENGINES)('the server process, on %s', (engine) => {
  it('keeps a write it acknowledged when killed with SIGKILL right after, and has it after a restart', async () => {
    const database = await freshDatabase(engine);
    const first = await start(database);
    const company = new Device(first.api);
    await company.signIn('lead@example.com', 'company');
    const title = 'Written just before the crash';
    const created = await company.call('POST', '/company/jobs', { ...exampleJobInput('2099-06-30'), title });
    expect(created.status).toBe(201);
    expect(await first.kill('SIGKILL')).toBe('SIGKILL');
    running.splice(running.indexOf(first), 1);

    const second = await start(database);
    expect(await companyJobTitles(second.api)).toContain(title);
  }, 120_000);

  it('stops on SIGTERM once the requests in flight are answered, and logs no secret', async () => {
    const database = await freshDatabase(engine);
    const server = await start(database);
    const student = new Device(server.api);
    const signingIn = student.signIn('student@example.com', 'student-college');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = server.kill('SIGTERM');
    expect((await signingIn).status).toBe(200);
    expect(await stopped).toBe(0);
    running.splice(running.indexOf(server), 1);
    const log = server.output();
    expect(log).toContain('"msg":"stopping: finishing requests in flight"');
    for (const secret of ['Demo@2026', student.sessionCookie.split('=')[1]!, 'portal_session='])
      expect(log).not.toContain(secret);
  }, 120_000);
});

describe.runIf(TEST_ENGINES.includes('postgres'))('two servers on one PostgreSQL database', () => {
  it("see each other's writes, and ten copies of one request sent to both have one effect", async () => {
    const database = await freshDatabase('postgres');
    const [one, two] = [await start(database), await start(database)];
    const title = 'Posted through the first server';
    const company = new Device(one.api);
    await company.signIn('lead@example.com', 'company');
    expect(
      (await company.call('POST', '/company/jobs', { ...exampleJobInput('2099-06-30'), title })).status,
    ).toBe(201);
    expect(await companyJobTitles(two!.api)).toContain(title);

    const copies = 'Ten copies, two servers';
    const elsewhere = new Device(two!.api);
    await elsewhere.signIn('lead@example.com', 'company');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? company : elsewhere).call(
          'POST',
          '/company/jobs',
          { ...exampleJobInput('2099-06-30'), title: copies },
          { 'Idempotency-Key': 'two-servers-one-job' },
        ),
      ),
    );
    // A copy that reaches either server while the first runs is told so (409); the rest replay the first answer.
    await expectOneFirstAnswer(answers);
    expect((await companyJobTitles(one.api)).filter((seen) => seen === copies)).toHaveLength(1);
  }, 120_000);
});
