import { ENTRY_ROW_TABLES, type MockState } from './state';

/**
 * How the mock state is laid out in IndexedDB rows: each table of the state is a row of its own (`part:<table>`),
 * except the entry tables (ENTRY_ROW_TABLES), whose every entry is a row (`entry:<table>/<key>`), plus the meta row
 * (revision and seed). Pure functions, so the dexie store only moves rows.
 */
export interface Row {
  key: string;
  value?: unknown;
  revision?: number;
  seedVersion?: number;
  seedName?: string;
}

export const META_KEY = 'meta';
const TABLE_PREFIX = 'part:';
const ENTRY_PREFIX = 'entry:';

const entryRowsPrefix = (table: string) => `${ENTRY_PREFIX}${table}/`;
const entryRowKey = (table: string, entry: string) => `${entryRowsPrefix(table)}${entry}`;
const isEntryTable = (table: string) => (ENTRY_ROW_TABLES as readonly string[]).includes(table);

type Tables = Record<string, unknown>;
type Entries = Record<string, unknown>;

/** Sets an entry as an own property even for keys such as `__proto__` (an Idempotency-Key is the client's text). */
export function setEntry(entries: Entries, key: string, value: unknown): void {
  Object.defineProperty(entries, key, { value, enumerable: true, writable: true, configurable: true });
}

function tableRows(tables: Tables, table: string): Row[] {
  const value = tables[table];
  if (!isEntryTable(table)) return [{ key: `${TABLE_PREFIX}${table}`, value }];
  return Object.entries(value as Entries).map(([entry, entryValue]) => ({
    key: entryRowKey(table, entry),
    value: entryValue,
  }));
}

/** Every row of the state but the meta row. */
export function rowsOfState(state: MockState): Row[] {
  const tables = state as unknown as Tables;
  return Object.keys(tables).flatMap((table) => tableRows(tables, table));
}

/** The state the rows (meta row or not) store; an entry table with no entries is an empty table. */
export function stateOfRows(rows: readonly Row[]): MockState {
  const tables: Tables = Object.fromEntries(ENTRY_ROW_TABLES.map((table) => [table, {}]));
  for (const row of rows) {
    if (row.key.startsWith(TABLE_PREFIX)) tables[row.key.slice(TABLE_PREFIX.length)] = row.value;
    else if (row.key.startsWith(ENTRY_PREFIX)) {
      const path = row.key.slice(ENTRY_PREFIX.length);
      const slash = path.indexOf('/'); // a table's name has none; an entry's key may
      const entries = (tables[path.slice(0, slash)] ??= {}) as Entries;
      setEntry(entries, path.slice(slash + 1), row.value);
    }
  }
  return tables as unknown as MockState;
}

/** What an update must do to the rows: delete these prefixes' rows and these rows, then put these. */
export interface RowChanges {
  removePrefixes: string[];
  remove: string[];
  put: Row[];
}

/** The row changes for the tables and entries an update wrote (./write-tracking.ts), read from the new state. */
export function rowChanges(
  state: MockState,
  touched: ReadonlySet<string>,
  touchedEntries: ReadonlyMap<string, ReadonlySet<string>>,
): RowChanges {
  const tables = state as unknown as Tables;
  const changes: RowChanges = { removePrefixes: [], remove: [], put: [] };
  for (const table of touched) {
    // A replaced entry table: its old entries may be gone, so all its rows are written again.
    if (isEntryTable(table)) changes.removePrefixes.push(entryRowsPrefix(table));
    if (Object.hasOwn(tables, table)) changes.put.push(...tableRows(tables, table));
    else if (!isEntryTable(table)) changes.remove.push(`${TABLE_PREFIX}${table}`);
  }
  for (const [table, keys] of touchedEntries) {
    if (touched.has(table)) continue;
    const entries = (tables[table] ?? {}) as Entries;
    for (const key of keys) {
      if (Object.hasOwn(entries, key))
        changes.put.push({ key: entryRowKey(table, key), value: entries[key] });
      else changes.remove.push(entryRowKey(table, key));
    }
  }
  return changes;
}
