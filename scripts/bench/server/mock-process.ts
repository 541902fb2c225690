/**
 * The mock backend for bench:server: the shared handlers (mocks/handlers.ts) on the in-memory store holding the
 * large campus, served over HTTP as contract:check serves them (msw's getResponse behind node:http), in a process
 * of its own so the load generator does not share its event loop. Prints its API base as one JSON line.
 */
import { createSeedState } from '../../../mocks/db/seed';
import { ENTRY_ROW_TABLES, type MockState } from '../../../mocks/db/state';
import { installMockStore, type MockStore } from '../../../mocks/db/store';
import { trackWrites } from '../../../mocks/db/write-tracking';
import { handlers } from '../../../mocks/handlers';
import { startMockHttpServer } from '../../contract/mock-http-server';
import { print } from '../../print';

/** mocks/db/memory-store.ts on the large campus instead of the demo. */
function largeCampusStore(): MockStore {
  let state: MockState | undefined;
  const current = async () => (state ??= await createSeedState('large'));
  return {
    read: current,
    async update(mutate) {
      return mutate(trackWrites(await current(), ENTRY_ROW_TABLES).view);
    },
    async reset() {
      state = await createSeedState('large');
    },
  };
}

const store = largeCampusStore();
installMockStore(store);
await store.read();
const served = await startMockHttpServer(() => handlers);
print(JSON.stringify({ api: served.baseUrl }));
