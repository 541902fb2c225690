import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearControls } from '../../mocks/controls';
import { clearMailbox } from '../../mocks/mailbox';
import { mockDbForTests, server } from '../../mocks/node';

// happy-dom resolves relative fetches against this origin.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await mockDbForTests.reset();
  clearMailbox();
  clearControls();
  localStorage.clear();
  for (const name of document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
