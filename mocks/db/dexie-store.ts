import Dexie, { type EntityTable } from 'dexie';
import { createSeedState, SEED_VERSION } from './seed';
import type { MockState } from './state';
import type { MockStore } from './store';

const DB_NAME = 'portal-mock-backend';
const DB_SCHEMA_VERSION = 1;
const STATE_KEY = 'main';

interface StateRow {
  key: string;
  state: MockState;
}

/** The mock database in IndexedDB, so a demo survives reloads; every update is one read-write transaction. */
export function createDexieStore(): MockStore {
  const db = new Dexie(DB_NAME) as Dexie & { rows: EntityTable<StateRow, 'key'> };
  db.version(DB_SCHEMA_VERSION).stores({ rows: 'key' });

  async function current(): Promise<MockState> {
    const row = await db.rows.get(STATE_KEY);
    if (row && row.state.seedVersion === SEED_VERSION) return row.state;
    const seeded = await createSeedState();
    await db.rows.put({ key: STATE_KEY, state: seeded });
    return seeded;
  }

  return {
    async read() {
      return current();
    },
    async update(mutate) {
      await current();
      return db.transaction('rw', db.rows, async () => {
        const row = await db.rows.get(STATE_KEY);
        if (!row) throw new Error('Mock database row missing');
        const result = mutate(row.state);
        await db.rows.put(row);
        return result;
      });
    },
    async reset() {
      await db.rows.put({ key: STATE_KEY, state: await createSeedState() });
    },
  };
}
