import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ENTRY_ROW_TABLES, type MockState } from '../../mocks/db/state';
import { rowChanges, rowsOfState, stateOfRows, type Row } from '../../mocks/db/state-rows';
import type { MockStore } from '../../mocks/db/store';
import { trackWrites } from '../../mocks/db/write-tracking';
import type { PortalDatabase } from '../db/schema';
import { ReadWriteLock } from './read-write-lock';
import type { StoredFiles } from './stored-files';

type Connection = Kysely<PortalDatabase> | Transaction<PortalDatabase>;

/** The request transaction under way in this async context: the handler's reads and updates use it. */
interface RequestTransaction {
  tx: Transaction<PortalDatabase>;
  /** The cached state was changed in place: if the transaction does not commit, the cache is dropped. */
  changed: boolean;
}

export interface SqlStateStore extends MockStore {
  /**
   * Runs a request that may change the state as one database transaction: its reads see, and its updates write,
   * that transaction; it commits when `work` resolves and rolls back when it throws. Writers are serialised by the
   * meta row's lock, across every server on the database. Given the request's Idempotency-Key, it throws
   * IdempotencyKeyInProgress at once, without waiting for that lock, while another request with the key is running
   * on any server.
   */
  transaction<T>(work: () => Promise<T>, options?: { idempotencyKey?: string }): Promise<T>;
}

/** Another request with this Idempotency-Key is being processed (the copy is answered 409, not queued). */
export class IdempotencyKeyInProgress extends Error {
  constructor() {
    super('A request with this Idempotency-Key is being processed');
  }
}

/**
 * Takes the key's advisory lock for the transaction, or says another transaction (of any server) holds it. It is
 * taken before the meta row's lock, so a copy is told at once instead of queueing behind its own first request,
 * and it ends with the transaction, so a crashed server leaves no key stuck in progress. hashtextextended gives 64
 * bits: two keys in flight at once sharing a lock is out of reach.
 */
async function claimKey(tx: Transaction<PortalDatabase>, key: string): Promise<void> {
  const { rows } = await sql<{
    claimed: boolean;
  }>`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as claimed`.execute(tx);
  if (!rows[0]?.claimed) throw new IdempotencyKeyInProgress();
}

export interface SqlStateStoreOptions {
  db: Kysely<PortalDatabase>;
  files: StoredFiles;
  /** The state an empty database starts with (the demo seed, or an empty portal). */
  initialState: () => Promise<MockState>;
  /** Recorded beside the revision: which seed made this database. */
  seedName: string;
  seedVersion: number;
}

/** Rows are written in batches: one statement for many rows, within PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 500;

/**
 * The mock's store (mocks/db/store.ts) on PostgreSQL, so the server answers with the very handlers the mock runs:
 * the state's tables are rows (mocks/db/state-rows.ts), a write stores only the rows it touched
 * (mocks/db/write-tracking.ts), and the state is cached in memory until the revision says another server changed it.
 */
export function createSqlStateStore(options: SqlStateStoreOptions): SqlStateStore {
  const { db, files } = options;
  const context = new AsyncLocalStorage<RequestTransaction>();
  const lock = new ReadWriteLock();
  let cache: { revision: string; state: MockState } | undefined;
  /** Once this process has seen the state, the meta row stays (only reset removes it, and seeds again). */
  let seeded = false;

  async function revisionOf(connection: Connection): Promise<string | undefined> {
    const meta = await connection
      .selectFrom('portal_state_meta')
      .select('revision')
      .where('id', '=', 1)
      .executeTakeFirst();
    return meta ? String(meta.revision) : undefined;
  }

  /** The state as committed (or as this transaction changed it), from the cache when the revision is unchanged. */
  async function load(connection: Connection): Promise<MockState | undefined> {
    const revision = await revisionOf(connection);
    if (revision === undefined) return undefined;
    if (cache?.revision === revision) return cache.state;
    const rows = await connection.selectFrom('portal_state_row').select(['key', 'value']).execute();
    const state = stateOfRows(rows as Row[]);
    await files.unmarked(state);
    cache = { revision, state };
    return state;
  }

  async function putRows(tx: Transaction<PortalDatabase>, rows: readonly Row[]): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values = await Promise.all(
        rows.slice(start, start + ROWS_PER_INSERT).map(async (row) => ({
          key: row.key,
          value: JSON.stringify((await files.marked(row.value)) ?? null),
        })),
      );
      await tx
        .insertInto('portal_state_row')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }),
        )
        .execute();
    }
  }

  /** Seeds an empty database once, whichever server gets there first. */
  async function seedIfEmpty(): Promise<void> {
    if (seeded) return;
    if ((await revisionOf(db)) !== undefined) {
      seeded = true;
      return;
    }
    await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext('portal_state_seed'))`.execute(tx);
      if ((await revisionOf(tx)) !== undefined) return;
      const state = await options.initialState();
      await putRows(tx, rowsOfState(state));
      await tx
        .insertInto('portal_state_meta')
        .values({ id: 1, revision: 1, seed_version: options.seedVersion, seed_name: options.seedName })
        .execute();
    });
    seeded = true;
  }

  async function current(connection: Connection): Promise<MockState> {
    const state = await load(connection);
    if (state) return state;
    await seedIfEmpty();
    const seeded = await load(connection);
    if (!seeded) throw new Error('The portal database has no state');
    return seeded;
  }

  async function applyUpdate<T>(request: RequestTransaction, mutate: (state: MockState) => T): Promise<T> {
    const state = await current(request.tx);
    const { view, touched, touchedEntries } = trackWrites(state, ENTRY_ROW_TABLES);
    let result: T;
    try {
      result = mutate(view);
    } catch (error) {
      // The mutator may have changed the cached state halfway, and nothing of it is written: read it again.
      cache = undefined;
      throw error;
    }
    const { removePrefixes, remove, put } = rowChanges(state, touched, touchedEntries);
    // An update that wrote nothing (a refusal decided inside it) leaves the revision as it was.
    if (removePrefixes.length + remove.length + put.length === 0) return result;
    request.changed = true;
    for (const prefix of removePrefixes)
      await request.tx
        .deleteFrom('portal_state_row')
        .where('key', 'like', `${escapeLike(prefix)}%`)
        .execute();
    if (remove.length > 0)
      await request.tx.deleteFrom('portal_state_row').where('key', 'in', remove).execute();
    await putRows(request.tx, put);
    return result;
  }

  /** The keys of this process's requests under way: a copy is answered before it waits for the write lock. */
  const keysInProgress = new Set<string>();

  async function transaction<T>(work: () => Promise<T>, options: { idempotencyKey?: string } = {}) {
    const key = options.idempotencyKey;
    if (key === undefined) return requestTransaction(work);
    if (keysInProgress.has(key)) throw new IdempotencyKeyInProgress();
    keysInProgress.add(key);
    try {
      return await requestTransaction(work, key);
    } finally {
      keysInProgress.delete(key);
    }
  }

  async function requestTransaction<T>(work: () => Promise<T>, key?: string): Promise<T> {
    const running = context.getStore();
    if (running) return work();
    await seedIfEmpty();
    return lock.write(async () => {
      const request: Partial<RequestTransaction> = { changed: false };
      try {
        const { result, revision } = await db.transaction().execute(async (tx) => {
          if (key !== undefined) await claimKey(tx, key);
          // The meta row's lock serialises writers on every server sharing the database.
          await sql`select 1 from portal_state_meta where id = 1 for update`.execute(tx);
          Object.assign(request, { tx });
          const answer = await context.run(request as RequestTransaction, work);
          if (!request.changed) return { result: answer, revision: undefined };
          const bumped = await tx
            .updateTable('portal_state_meta')
            .set({ revision: sql`revision + 1` })
            .where('id', '=', 1)
            .returning('revision')
            .executeTakeFirstOrThrow();
          return { result: answer, revision: String(bumped.revision) };
        });
        if (revision !== undefined && cache) cache.revision = revision;
        return result;
      } catch (error) {
        // The cached state may hold changes that were rolled back: read it again from the database.
        if (request.changed) cache = undefined;
        throw error;
      }
    });
  }

  return {
    transaction,
    read() {
      const running = context.getStore();
      return running ? current(running.tx) : lock.read(() => current(db));
    },
    update(mutate) {
      const running = context.getStore();
      return running ? applyUpdate(running, mutate) : transaction(() => this.update(mutate));
    },
    async reset() {
      await lock.write(async () => {
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom('portal_state_row').execute();
          await tx.deleteFrom('portal_state_meta').execute();
        });
        cache = undefined;
        seeded = false;
      });
      await seedIfEmpty();
    },
  };
}

/** A text matched literally by LIKE (the row keys' prefixes hold no wildcard today; a table name could). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
