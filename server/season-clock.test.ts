import { afterEach, describe, expect, it } from 'vitest';
import type { MockState } from '../mocks/db/state';
import { PORTAL_SIGNER } from '../src/lib/season/audit';
import { recordDecision } from '../mocks/season/audit-log';
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

  it('purges audit entries older than a year, keeps the rest, and signs its expiries as the portal', async () => {
    const server = await startTestServer({ engine, env: { SEASON_CLOCK_MS: '200' } });
    try {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const [old, young] = await server.store.update((state) =>
        [400, 300].map(
          (days) =>
            recordDecision(state, {
              collegeId: 'acc-college',
              by: PORTAL_SIGNER,
              action: 'policy-changed',
              at: daysAgo(days),
            }).id,
        ),
      );
      await offerDueNow((mutate) => server.store.update(mutate));
      await expect
        .poll(async () => Object.hasOwn((await server.store.read()).auditLog, old!), { timeout: 10_000 })
        .toBe(false);
      const log = Object.values((await server.store.read()).auditLog);
      expect(log.map((entry) => entry.id)).toContain(young);
      expect(log).toContainEqual(
        expect.objectContaining({
          action: 'offer-expired',
          by: PORTAL_SIGNER,
          students: [expect.anything()],
        }),
      );
      expect(log.find((entry) => entry.action === 'offer-expired')?.students[0]?.after).toBe('expired');
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
