import { createSeedState } from './seed';
import { ENTRY_ROW_TABLES, type MockState } from './state';
import type { MockStore } from './store';
import { trackWrites } from './write-tracking';

/**
 * In-memory mock database for unit tests; `reset` restores the seed between tests. Mutators get the same tracked
 * view as in the browser's store (./write-tracking.ts), so handler tests run them as the demo does.
 */
export function createMemoryStore(): MockStore {
  let state: MockState | undefined;
  const current = async () => (state ??= await createSeedState());
  return {
    read: current,
    async update(mutate) {
      return mutate(trackWrites(await current(), ENTRY_ROW_TABLES).view);
    },
    async reset() {
      state = await createSeedState();
    },
  };
}
