import type { MockState } from './state';

/**
 * Where the mock database lives: in memory under tests, in IndexedDB (dexie) in the browser.
 * `update` runs its mutator on the current state and saves the result atomically.
 */
export interface MockStore {
  read(): Promise<MockState>;
  update<T>(mutate: (state: MockState) => T): Promise<T>;
  reset(): Promise<void>;
}

let activeStore: MockStore | undefined;

export function installMockStore(store: MockStore): void {
  activeStore = store;
}

export function mockStore(): MockStore {
  if (!activeStore) throw new Error('Mock store not initialised: call installMockStore() first');
  return activeStore;
}
