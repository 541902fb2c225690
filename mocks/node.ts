import { setupServer } from 'msw/node';
import { createMemoryStore } from './db/memory-store';
import { installMockStore } from './db/store';
import { handlers } from './handlers';

/** The mock backend under Vitest: in memory, reset between tests by the test setup. */
export const mockDbForTests = createMemoryStore();
installMockStore(mockDbForTests);
export const server = setupServer(...handlers);
