import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseSeed } from '../seed-choice';
import { createDexieStore } from './dexie-store';
import { SEED_VERSION } from './seed';
import type { MockState } from './state';
import { setEntry } from './state-rows';

/** The mock's database opened beside the store, as another page would, to look at its rows. */
function openRows() {
  const db = new Dexie('portal-mock-backend');
  db.version(3).stores({ rows: 'key' });
  return { db, rows: db.table<{ key: string; value?: unknown }, string>('rows') };
}

const answer = (rolls: number, at = Date.now()): MockState['idempotency'][string] => ({
  status: 200,
  body: { notInRound: Array.from({ length: rolls }, (_, index) => `R${index}`) },
  path: '/api/drives/d1/rounds/r1/results',
  at,
});

afterEach(async () => {
  chooseSeed('demo');
  await Dexie.delete('portal-mock-backend');
});

describe('the IndexedDB mock store', () => {
  it('keeps each table in a row of its own and writes back only what an update touched', async () => {
    const store = createDexieStore();
    expect((await store.read()).studentRecords['acc-college']).toHaveLength(600);
    await store.update((state) => {
      state.notifications.push({
        id: 'n-x',
        accountId: 'acc-student',
        kind: 'offer',
        title: 't',
        text: 't',
        at: '2026-11-27T00:00:00.000Z',
        read: false,
      });
    });
    // Another tab (a second store on the same database) sees the write through the revision.
    const otherTab = createDexieStore();
    expect((await otherTab.read()).notifications.map((entry) => entry.id)).toContain('n-x');
    const { db, rows } = openRows();
    const keys = await rows.toCollection().primaryKeys();
    expect(keys).toContain('part:studentRecords');
    expect(keys).toContain('part:notifications');
    db.close();
  });

  it('does not write back a table the update only read', async () => {
    const store = createDexieStore();
    await store.read();
    // A marker in the stored batch row: rewriting the batch from memory would replace it.
    const { db, rows } = openRows();
    await rows.put({ key: 'part:studentRecords', value: { marker: true } });
    await store.update((state) => {
      const batch = state.studentRecords['acc-college'] ?? [];
      const first = batch.find((record) => record.cgpa > 0);
      state.notifications.push({
        id: 'n-read',
        accountId: 'acc-student',
        kind: 'offer',
        title: first?.name ?? 'nobody',
        text: 't',
        at: '2026-11-27T00:00:00.000Z',
        read: false,
      });
    });
    expect((await rows.get('part:studentRecords'))?.value).toEqual({ marker: true });
    const notifications = (await rows.get('part:notifications'))?.value as { id: string; title: string }[];
    expect(notifications.at(-1)?.id).toBe('n-read');
    expect(notifications.at(-1)?.title).not.toBe('nobody');
    db.close();
  });

  it('stores an idempotency answer as a row of its own: an update puts only it and the meta row', async () => {
    const store = createDexieStore();
    for (const key of ['k-1', 'k-2'])
      await store.update((state) => void (state.idempotency[key] = answer(3000)));
    const { db, rows } = openRows();
    // A marker in the first answer's row: rewriting the table from memory would replace it.
    await rows.put({ key: 'entry:idempotency/k-1', value: { marker: true } });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await store.update((state) => void (state.idempotency['k-3'] = answer(1)));
    const keysPut = put.mock.calls.map(([value]) => (value as { key: string }).key);
    expect(keysPut.sort()).toEqual(['entry:idempotency/k-3', 'meta']);
    expect((await rows.get('entry:idempotency/k-1'))?.value).toEqual({ marker: true });
    expect(await rows.get('part:idempotency')).toBeUndefined();
    db.close();
  });

  it('reassembles the answers from their rows in a new store (a reload, another tab)', async () => {
    const store = createDexieStore();
    await store.update((state) => {
      state.idempotency['k-1'] = answer(2);
      // A key is the client's text: a slash, or a name Object.prototype has, must survive.
      state.idempotency['a/b'] = answer(1);
      setEntry(state.idempotency, '__proto__', answer(1));
    });
    await store.update((state) => void (state.idempotency['k-2'] = answer(3)));
    const reloaded = await createDexieStore().read();
    expect(Object.keys(reloaded.idempotency).sort()).toEqual(['__proto__', 'a/b', 'k-1', 'k-2']);
    expect(reloaded.idempotency['k-2']?.body).toEqual({ notInRound: ['R0', 'R1', 'R2'] });
    expect(reloaded.studentRecords['acc-college']).toHaveLength(600);
  });

  it('deletes the row of a deleted answer, and all old rows when the table is replaced', async () => {
    const store = createDexieStore();
    await store.update((state) => {
      for (const key of ['k-1', 'k-2', 'k-3']) state.idempotency[key] = answer(1);
    });
    await store.update((state) => void delete state.idempotency['k-1']);
    const { db, rows } = openRows();
    const answerRows = () => rows.where('key').startsWith('entry:idempotency/').primaryKeys();
    expect(await answerRows()).toEqual(['entry:idempotency/k-2', 'entry:idempotency/k-3']);
    await store.update((state) => void (state.idempotency = { 'k-9': answer(1) }));
    expect(await answerRows()).toEqual(['entry:idempotency/k-9']);
    expect(Object.keys((await createDexieStore().read()).idempotency)).toEqual(['k-9']);
    db.close();
  });

  it('clears a database in the previous layout (one row for the whole idempotency table) and seeds again', async () => {
    const old = new Dexie('portal-mock-backend');
    old.version(2).stores({ rows: 'key' });
    await old.table('rows').bulkPut([
      { key: 'meta', revision: 1, seedVersion: SEED_VERSION, seedName: 'demo' },
      { key: 'part:idempotency', value: { 'k-old': answer(1) } },
    ]);
    old.close();
    const state = await createDexieStore().read();
    expect(state.idempotency).toEqual({});
    expect(state.studentRecords['acc-college']).toHaveLength(600);
    const { db, rows } = openRows();
    expect(await rows.get('part:idempotency')).toBeUndefined();
    db.close();
  });

  it('re-seeds with the large campus when it is chosen, and back', async () => {
    const store = createDexieStore();
    await store.read();
    chooseSeed('large');
    const large = await store.read();
    expect(large.seedName).toBe('large');
    expect(large.studentRecords['acc-college']).toHaveLength(5000);
    expect(large.driveApplications.filter((entry) => entry.driveId === 'drv-voltline-mass')).toHaveLength(
      3000,
    );
    expect(large.accounts.filter((account) => account.type === 'company').length).toBeGreaterThanOrEqual(300);
    chooseSeed('demo');
    expect((await store.read()).studentRecords['acc-college']).toHaveLength(600);
  }, 30_000);

  it('seeds once when calls find the database empty at the same time (the session check and the warm-up)', async () => {
    const store = createDexieStore();
    const [first, second, third] = await Promise.all([store.read(), store.read(), store.read()]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    // Another tab sees the one seeding's revision, not a second seeding's.
    expect((await createDexieStore().read()).accounts.length).toBe(first.accounts.length);
  });
});
