import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleJobInput } from '../scripts/contract/examples';
import { serverForSuite, startTestServer, TEST_ENGINES, type TestServer } from './test/test-server';
import { expectOneFirstAnswer } from './test/idempotent-answers';
import { Device } from './test/http';
import { spawnServer } from './test/server-process';

const KEY = 'Idempotency-Key';

/** How long a copy waits after the slow first request was sent, so the server has surely started on it. */
const FIRST_STARTED_MS = 1_000;

/**
 * A request whose body arrives in two parts, the second only when `finish` is called: the server starts on it (its
 * transaction and its key) at once and is still processing it until then.
 */
function slowBody(text: string) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(text.slice(0, 10)));
      await finished;
      controller.enqueue(encoder.encode(text.slice(10)));
      controller.close();
    },
  });
  return { body, finish };
}

const jobInput = (title: string) => ({ ...exampleJobInput('2099-06-30'), title });

async function jobsTitled(server: TestServer, title: string) {
  return (await server.store.read()).jobs.filter((job) => job.title === title);
}

/** A copy of a slow first request, sent to `copyServer` while the first is processed by `firstServer`. */
async function copyWhileFirstRuns(firstApi: string, copyApi: string, key: string, title: string) {
  const [first, second] = [new Device(firstApi), new Device(copyApi)];
  await first.signIn('lead@example.com', 'company');
  await second.signIn('lead@example.com', 'company');
  const slow = slowBody(JSON.stringify(jobInput(title)));
  const firstAnswer = first.send('POST', '/company/jobs', slow.body, {
    'Content-Type': 'application/json',
    [KEY]: key,
  });
  await new Promise((resolve) => setTimeout(resolve, FIRST_STARTED_MS));
  const copy = await second.call('POST', '/company/jobs', jobInput(title), { [KEY]: key });
  slow.finish();
  const answered = await firstAnswer;
  const repeat = await second.call('POST', '/company/jobs', jobInput(title), { [KEY]: key });
  return { copy, answered, repeat };
}

describe.each(TEST_ENGINES)('many copies of one request, on %s', (engine) => {
  const server = serverForSuite(engine);

  it('ten copies with one Idempotency-Key, sent at once, have one effect: one answer, the others 409 or its replay', async () => {
    const company = new Device(server.api);
    await company.signIn('lead@example.com', 'company');
    const before = (await server.store.read()).jobs.length;
    const input = jobInput('Idempotent Firmware Intern');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        company.call('POST', '/company/jobs', input, { [KEY]: 'ten-copies-one-job' }),
      ),
    );
    const created = ((await expectOneFirstAnswer(answers)) as { job: { id: string } }).job.id;
    // Sent again once all are answered, every copy gets the first answer.
    const again = await company.call('POST', '/company/jobs', input, { [KEY]: 'ten-copies-one-job' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { job: { id: string } }).job.id).toBe(created);
    expect(await jobsTitled(server, input.title)).toHaveLength(1);
    expect((await server.store.read()).jobs.length).toBe(before + 1);
  });

  it('a copy that arrives while the first is still in progress gets 409; a repeat after it gets the first answer', async () => {
    const title = 'Slow First Request Intern';
    const { copy, answered, repeat } = await copyWhileFirstRuns(server.api, server.api, 'slow-first', title);
    expect(copy.status).toBe(409);
    expect(await copy.json()).toMatchObject({ code: 'idempotency_key_in_progress' });
    expect(copy.headers.get('retry-after')).toBe('1');
    expect(answered.status).toBe(201);
    const first = (await answered.json()) as { job: { id: string } };
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.json()).toEqual(first);
    expect(await jobsTitled(server, title)).toHaveLength(1);
  });
});

describe.runIf(TEST_ENGINES.includes('postgres'))('copies on two servers sharing PostgreSQL', () => {
  it('a copy sent to another server while the first runs gets 409 at once, then the first answer', async () => {
    const first = await startTestServer({ engine: 'postgres' });
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-other-'));
    // The other server in a process of its own, as a second instance behind a load balancer would be.
    const other = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_SCHEMA: first.schema!,
    });
    try {
      const title = 'Two Servers One Key Intern';
      const { copy, answered, repeat } = await copyWhileFirstRuns(first.api, other.api, 'two-servers', title);
      expect(copy.status).toBe(409);
      expect(answered.status).toBe(201);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect(await repeat.json()).toEqual(await answered.json());
      expect(await jobsTitled(first, title)).toHaveLength(1);
    } finally {
      await other.kill('SIGKILL');
      await first.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
