/**
 * Which tables of the state an update changed, so the IndexedDB store writes back only those. Reading a table is
 * not a change: a mutator that looks up the 5,000 batch records to publish a round's results must not make the
 * store clone and rewrite them (on the large campus that was one main-thread task of several hundred ms).
 *
 * The mutator gets a view of the state in which every plain object and array, however deep, is a proxy tagged
 * with the table it belongs to; a write, a delete or an array method that writes marks that table. Values
 * written into the state are stored unwrapped, so the state itself never holds a proxy (IndexedDB cannot clone
 * one). Anything else (a Blob, a Date) is handed out as it is.
 */

const isPlain = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};

export interface TrackedState<State extends object> {
  /** The state to hand to the mutator. */
  view: State;
  /** The top-level keys (tables) written through `view` so far. */
  touched: ReadonlySet<string>;
}

export function trackWrites<State extends object>(state: State): TrackedState<State> {
  const touched = new Set<string>();
  const targets = new WeakMap<object, object>();
  const proxies = new WeakMap<object, object>();

  /** A written value as the state keeps it: proxies taken from the view are replaced by what they stand for. */
  function unwrap(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const target = targets.get(value);
    if (target) return target;
    if (!isPlain(value)) return value;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      const plain = unwrap(inner);
      if (plain !== inner) record[key] = plain;
    }
    return value;
  }

  function wrap(value: unknown, table: string, parentFrozen: boolean): unknown {
    // A frozen parent's properties must be handed out as they are (a proxy's invariant).
    if (parentFrozen || !isPlain(value)) return value;
    const known = proxies.get(value);
    if (known) return known;
    const proxy = new Proxy(value, handlerFor(table, Object.isFrozen(value)));
    proxies.set(value, proxy);
    targets.set(proxy, value);
    return proxy;
  }

  function handlerFor(table: string | undefined, frozen: boolean): ProxyHandler<object> {
    return {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        const owner = table ?? (typeof key === 'string' ? key : undefined);
        return owner === undefined ? value : wrap(value, owner, frozen);
      },
      set(target, key, value, receiver) {
        const owner = table ?? (typeof key === 'string' ? key : undefined);
        if (owner !== undefined) touched.add(owner);
        // The receiver is the proxy: set on the target itself, so setters and array lengths see raw objects.
        return Reflect.set(target, key, unwrap(value), receiver === proxies.get(target) ? target : receiver);
      },
      deleteProperty(target, key) {
        const owner = table ?? (typeof key === 'string' ? key : undefined);
        if (owner !== undefined) touched.add(owner);
        return Reflect.deleteProperty(target, key);
      },
      defineProperty(target, key, descriptor) {
        const owner = table ?? (typeof key === 'string' ? key : undefined);
        if (owner !== undefined) touched.add(owner);
        const stored =
          'value' in descriptor ? { ...descriptor, value: unwrap(descriptor.value) } : descriptor;
        return Reflect.defineProperty(target, key, stored);
      },
    };
  }

  const view = new Proxy(state, handlerFor(undefined, Object.isFrozen(state)) as ProxyHandler<State>);
  proxies.set(state, view);
  targets.set(view, state);
  return { view, touched };
}
