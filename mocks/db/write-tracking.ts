/**
 * Which tables of the state an update changed, so the IndexedDB store writes back only those. Reading a table is
 * not a change: a mutator that looks up the 5,000 batch records to publish a round's results must not make the
 * store clone and rewrite them (on the large campus that was most of a main-thread task of several hundred ms).
 * A table the store keeps a row per entry (`entryTables`) is tracked finer: writing one entry marks that entry,
 * so the store writes one small row instead of the whole table.
 *
 * The mutator gets a view of the state in which every plain object and array, however deep, is a proxy tagged
 * with the table (and entry) it belongs to; a write, a delete or an array method that writes marks it. Values
 * written into the state are stored unwrapped, so the state itself never holds a proxy (IndexedDB cannot clone
 * one). Anything else (a Blob, a Date) is handed out as it is.
 */

/** Asked of one of this module's proxies, answers the object it stands for. */
const RAW = Symbol('raw');

const isPlain = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};

/** A written value as the state keeps it: proxies taken from the view are replaced by what they stand for. */
function unwrap(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const raw = (value as { [RAW]?: object })[RAW];
  if (raw) return raw;
  if (!isPlain(value)) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    const plain = unwrap(inner);
    if (plain !== inner) record[key] = plain;
  }
  return value;
}

export interface TrackedState<State extends object> {
  /** The state to hand to the mutator. */
  view: State;
  /** The top-level keys (tables) written as a whole through `view` so far (an entry table only when replaced). */
  touched: ReadonlySet<string>;
  /** Of the entry tables: the keys of the entries written (set, changed inside or deleted), by table. */
  touchedEntries: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What a written object belongs to: a table, and for an entry table, the entry. */
interface Owner {
  table: string;
  entry?: string;
}

/** How an object's properties are owned: by the object's own owner, or (the state, an entry table) by key. */
type OwnerOfKey = (key: string | symbol) => Owner | undefined;

export function trackWrites<State extends object>(
  state: State,
  entryTables: readonly string[] = [],
): TrackedState<State> {
  const touched = new Set<string>();
  const touchedEntries = new Map<string, Set<string>>();
  // One proxy per object, so two reads of the same record are the same object (Sets and Maps of them work).
  const proxies = new WeakMap<object, object>();
  const handlers = new Map<string, ProxyHandler<object>>();

  const mark = (owner: Owner | undefined) => {
    if (!owner) return;
    if (owner.entry === undefined) touched.add(owner.table);
    else {
      let entries = touchedEntries.get(owner.table);
      if (!entries) touchedEntries.set(owner.table, (entries = new Set()));
      entries.add(owner.entry);
    }
  };

  /** The owner of the state's own keys: each key is a table. */
  const ownerInState: OwnerOfKey = (key) => (typeof key === 'string' ? { table: key } : undefined);
  /** The owner of an entry table's keys: each key is an entry of its own (a symbol key stands for the table). */
  const ownerInEntryTable =
    (table: string): OwnerOfKey =>
    (key) =>
      typeof key === 'string' ? { table, entry: key } : { table };

  /** A property's value as the view hands it out; `owner` is the property's, `inState` when `value` is a table. */
  function wrap(value: unknown, owner: Owner, inState: boolean, parentFrozen: boolean): unknown {
    // A frozen parent's properties must be handed out as they are (a proxy's invariant).
    if (parentFrozen || !isPlain(value)) return value;
    let proxy = proxies.get(value);
    if (!proxy) {
      const byKey = inState && entryTables.includes(owner.table);
      const ownerOf: OwnerOfKey = byKey ? ownerInEntryTable(owner.table) : () => owner;
      const id = `${byKey ? 'entries' : 'rows'}\u0000${owner.table}\u0000${owner.entry ?? ''}`;
      proxy = new Proxy(value, Object.isFrozen(value) ? traps(ownerOf, false, true) : handlerOf(id, ownerOf));
      proxies.set(value, proxy);
    }
    return proxy;
  }

  function traps(ownerOf: OwnerOfKey, inState: boolean, frozen: boolean): ProxyHandler<object> {
    return {
      get(target, key) {
        if (key === RAW) return target;
        const value = (target as Record<string | symbol, unknown>)[key];
        const owner = ownerOf(key);
        return owner === undefined ? value : wrap(value, owner, inState, frozen);
      },
      set(target, key, value) {
        mark(ownerOf(key));
        // Set on the target itself, so setters and array lengths see raw objects.
        return Reflect.set(target, key, unwrap(value));
      },
      deleteProperty(target, key) {
        mark(ownerOf(key));
        return Reflect.deleteProperty(target, key);
      },
      defineProperty(target, key, descriptor) {
        mark(ownerOf(key));
        const stored =
          'value' in descriptor ? { ...descriptor, value: unwrap(descriptor.value) } : descriptor;
        return Reflect.defineProperty(target, key, stored);
      },
    };
  }

  function handlerOf(id: string, ownerOf: OwnerOfKey): ProxyHandler<object> {
    let handler = handlers.get(id);
    if (!handler) handlers.set(id, (handler = traps(ownerOf, false, false)));
    return handler;
  }

  const view = new Proxy(state, traps(ownerInState, true, Object.isFrozen(state)) as ProxyHandler<State>);
  return { view, touched, touchedEntries };
}
