import Dexie, { type EntityTable } from 'dexie';
import { seedChoice } from '../seed-choice';
import { createSeedState, SEED_VERSION } from './seed';
import { ENTRY_ROW_TABLES, type MockState } from './state';
import { META_KEY, rowChanges, rowsOfState, stateOfRows, type Row } from './state-rows';
import type { MockStore } from './store';
import { trackWrites } from './write-tracking';

const DB_NAME = 'portal-mock-backend';
/**
 * 2: one row per table of the state (was one row for everything), so a write stores only what it touched.
 * 3: one row per entry of the entry tables (./state.ts, ENTRY_ROW_TABLES), so storing an idempotency answer stores
 * that answer alone. Each layout change clears the rows, and the next request seeds again.
 */
const DB_SCHEMA_VERSION = 3;

/**
 * The mock database in IndexedDB, so a demo survives reloads. Each table of MockState is a row of its own, and each
 * entry of an entry table (the idempotency answers) too (./state-rows.ts). The state is kept in memory between
 * requests: a request reads one small meta row (its revision tells whether another tab wrote since), and an update
 * writes back only the tables and entries the mutator wrote to (./write-tracking.ts: reading a table is not writing
 * it), in one read-write transaction.
 * At the large campus's scale (5,000 records, 3,000 applications, answers listing 3,000 roll numbers) this keeps a
 * request from cloning megabytes.
 */
export function createDexieStore(): MockStore {
  const db = new Dexie(DB_NAME) as Dexie & { rows: EntityTable<Row, 'key'> };
  db.version(1).stores({ rows: 'key' });
  db.version(DB_SCHEMA_VERSION)
    .stores({ rows: 'key' })
    .upgrade((tx) => tx.table('rows').clear());
  let cache: { revision: number; state: MockState } | undefined;
  /** A seeding under way: calls that find the database empty at the same time wait for it instead of seeding too. */
  let seeding: Promise<MockState> | undefined;

  const metaRow = (revision: number, state: MockState): Row => ({
    key: META_KEY,
    revision,
    seedVersion: SEED_VERSION,
    seedName: state.seedName ?? 'demo',
  });

  async function seed(): Promise<MockState> {
    const state = await createSeedState(seedChoice());
    const revision = Date.now();
    await db.transaction('rw', db.rows, async () => {
      await db.rows.clear();
      await db.rows.bulkPut([metaRow(revision, state), ...rowsOfState(state)]);
    });
    cache = { revision, state };
    return state;
  }

  /** The state as stored, from the cache when no one wrote since. Call inside a transaction for a consistent view. */
  async function load(): Promise<MockState | undefined> {
    const meta = await db.rows.get(META_KEY);
    if (!meta || meta.seedVersion !== SEED_VERSION || meta.seedName !== seedChoice()) return undefined;
    if (cache && cache.revision === meta.revision) return cache.state;
    const state = stateOfRows(await db.rows.toArray());
    cache = { revision: meta.revision ?? 0, state };
    return state;
  }

  async function current(): Promise<MockState> {
    return (await load()) ?? (seeding ??= seed().finally(() => (seeding = undefined)));
  }

  return {
    read: current,
    async update(mutate) {
      await current();
      return db.transaction('rw', db.rows, async () => {
        const state = await load();
        if (!state) throw new Error('Mock database missing');
        const { view, touched, touchedEntries } = trackWrites(state, ENTRY_ROW_TABLES);
        let result;
        try {
          result = mutate(view);
        } catch (error) {
          cache = undefined; // the mutator may have changed the cached state halfway: read it again from the db
          throw error;
        }
        const revision = Math.max(Date.now(), cache!.revision + 1);
        const { removePrefixes, remove, put } = rowChanges(state, touched, touchedEntries);
        for (const prefix of removePrefixes) await db.rows.where('key').startsWith(prefix).delete();
        if (remove.length > 0) await db.rows.bulkDelete(remove);
        // One put at a time, in the same transaction: IndexedDB clones a value as it is put, on the page's main
        // thread, so each row's clone is a task of its own instead of one long task for all of them.
        for (const row of [metaRow(revision, state), ...put]) await db.rows.put(row);
        cache = { revision, state };
        return result;
      });
    },
    async reset() {
      await seed();
    },
  };
}
