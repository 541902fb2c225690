/**
 * Which tables of the state an update changed, so the IndexedDB store writes back only those. Reading a table is
 * not a change: a mutator that looks up the 5,000 batch records to publish a round's results must not make the
 * store clone and rewrite them (on the large campus that was most of a main-thread task of several hundred ms).
 *
 * The mutator gets a view of the state in which every plain object and array, however deep, is a proxy tagged
 * with the table it belongs to; a write, a delete or an array method that writes marks that table. Values
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
  /** The top-level keys (tables) written through `view` so far. */
  touched: ReadonlySet<string>;
}

export function trackWrites<State extends object>(state: State): TrackedState<State> {
  const touched = new Set<string>();
  // One proxy per object, so two reads of the same record are the same object (Sets and Maps of them work).
  const proxies = new WeakMap<object, object>();
  const handlers = new Map<string, ProxyHandler<object>>();

  function wrap(value: unknown, table: string, parentFrozen: boolean): unknown {
    // A frozen parent's properties must be handed out as they are (a proxy's invariant).
    if (parentFrozen || !isPlain(value)) return value;
    let proxy = proxies.get(value);
    if (!proxy) {
      proxy = new Proxy(value, Object.isFrozen(value) ? frozenHandler(table) : handlerOf(table));
      proxies.set(value, proxy);
    }
    return proxy;
  }

  /** The traps of a table's objects; `table` undefined for the state itself, whose keys are the tables. */
  function traps(table: string | undefined, frozen: boolean): ProxyHandler<object> {
    const ownerOf = (key: string | symbol) => table ?? (typeof key === 'string' ? key : undefined);
    const mark = (key: string | symbol) => {
      const owner = ownerOf(key);
      if (owner !== undefined) touched.add(owner);
    };
    return {
      get(target, key) {
        if (key === RAW) return target;
        const value = (target as Record<string | symbol, unknown>)[key];
        const owner = ownerOf(key);
        return owner === undefined ? value : wrap(value, owner, frozen);
      },
      set(target, key, value) {
        mark(key);
        // Set on the target itself, so setters and array lengths see raw objects.
        return Reflect.set(target, key, unwrap(value));
      },
      deleteProperty(target, key) {
        mark(key);
        return Reflect.deleteProperty(target, key);
      },
      defineProperty(target, key, descriptor) {
        mark(key);
        const stored =
          'value' in descriptor ? { ...descriptor, value: unwrap(descriptor.value) } : descriptor;
        return Reflect.defineProperty(target, key, stored);
      },
    };
  }

  function handlerOf(table: string): ProxyHandler<object> {
    let handler = handlers.get(table);
    if (!handler) handlers.set(table, (handler = traps(table, false)));
    return handler;
  }

  const frozenHandler = (table: string) => traps(table, true);

  const view = new Proxy(state, traps(undefined, Object.isFrozen(state)) as ProxyHandler<State>);
  return { view, touched };
}
