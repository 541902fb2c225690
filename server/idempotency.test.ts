import { describe, expect, it } from 'vitest';
import { exampleJobInput } from '../scripts/contract/examples';
import { serverForSuite, TEST_ENGINES } from './test/test-server';
import { Device } from './test/http';

describe.each(TEST_ENGINES)('many copies of one request, on %s', (engine) => {
  const server = serverForSuite(engine);

  it('ten copies with one Idempotency-Key, sent at once, have one effect and one answer', async () => {
    const company = new Device(server.api);
    await company.signIn('lead@example.com', 'company');
    const before = (await server.store.read()).jobs.length;
    const input = { ...exampleJobInput('2099-06-30'), title: 'Idempotent Firmware Intern' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        company.call('POST', '/company/jobs', input, { 'Idempotency-Key': 'ten-copies-one-job' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      job: { id: string };
    }>;
    expect(new Set(bodies.map((body) => body.job.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    const jobs = (await server.store.read()).jobs.filter((job) => job.title === input.title);
    expect(jobs).toHaveLength(1);
    expect((await server.store.read()).jobs.length).toBe(before + 1);
  });
});
