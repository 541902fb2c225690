import { afterEach, describe, expect, it } from 'vitest';
import type { MockState } from '../mocks/db/state';
import { spawnServer, type ServerProcess } from './test/server-process';
import { startTestServer, TEST_ENGINES } from './test/test-server';

/** An issued offer of the demo, made due a minute ago: what the clock must expire, and tell its student about. */
async function offerDueNow(
  update: (mutate: (state: MockState) => string) => Promise<string>,
): Promise<string> {
  return update((state) => {
    const offer = state.offers.find((candidate) => candidate.state === 'issued' && candidate.candidateId)!;
    offer.respondBy = new Date(Date.now() - 60_000).toISOString();
    return offer.id;
  });
}

const expiryNotices = (state: MockState, offerId: string) =>
  state.notifications.filter((notice) => notice.kind === 'offer-expired' && notice.offerId === offerId);

const processes: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(processes.splice(0).map((server) => server.kill('SIGKILL')));
});

describe.each(TEST_ENGINES)('the season clock, on %s', (engine) => {
  it('expires an offer at its time with nobody asking, and tells its student once', async () => {
    const server = await startTestServer({ engine, env: { SEASON_CLOCK_MS: '200' } });
    try {
      const offerId = await offerDueNow((mutate) => server.store.update(mutate));
      await expect
        .poll(async () => (await server.store.read()).offers.find((offer) => offer.id === offerId)?.state, {
          timeout: 10_000,
        })
        .toBe('expired');
      expect(expiryNotices(await server.store.read(), offerId)).toHaveLength(1);
    } finally {
      await server.dispose();
    }
  }, 60_000);
});

describe.runIf(TEST_ENGINES.includes('postgres'))('the season clock on two servers', () => {
  it('settles a due offer exactly once though both servers tick', async () => {
    const first = await startTestServer({ engine: 'postgres', env: { SEASON_CLOCK_MS: '3600000' } });
    const offerId = await offerDueNow((mutate) => first.store.update(mutate));
    const schema = first.schema!;
    await first.stop();
    const env = {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      DATA_DIR: first.config.dataDir,
      SEASON_CLOCK_MS: '100',
    };
    processes.push(await spawnServer(env), await spawnServer(env));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.all(processes.splice(0).map((server) => server.kill('SIGKILL')));
    const reader = await startTestServer({
      engine: 'postgres',
      schema,
      dataDir: first.config.dataDir,
      env: { SEASON_CLOCK_MS: '3600000' },
    });
    try {
      const state = await reader.store.read();
      expect(state.offers.find((offer) => offer.id === offerId)?.state).toBe('expired');
      expect(expiryNotices(state, offerId)).toHaveLength(1);
    } finally {
      await reader.dispose();
    }
  }, 120_000);
});
