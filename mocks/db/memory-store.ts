import { createSeedState } from './seed';
import type { MockState } from './state';
import type { MockStore } from './store';

/** In-memory mock database for unit tests; `reset` restores the seed between tests. */
export function createMemoryStore(): MockStore {
  let state: MockState | undefined;
  const current = async () => (state ??= await createSeedState());
  return {
    read: current,
    async update(mutate) {
      return mutate(await current());
    },
    async reset() {
      state = await createSeedState();
    },
  };
}
