import { createMemoryStore } from '../../../mocks/db/memory-store';
import { installMockStore } from '../../../mocks/db/store';
import { handlers } from '../../../mocks/handlers';
import { answerWithMock } from '../../contract/mock-http-server';
import type { ApiAnswerer } from './serve-build';

/**
 * The mock backend as the production build's server, over HTTP, as `contract:check` is tried against it
 * (scripts/contract/mock-http-server.ts): the same handlers, the demo seed in memory, in this Node process rather
 * than in the page, so the page does only what it does against a real server.
 */
export function mockApi(): ApiAnswerer {
  installMockStore(createMemoryStore());
  return answerWithMock(() => handlers);
}
