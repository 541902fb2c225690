import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearControls } from '@mocks/controls';
import { clearMailbox } from '@mocks/mailbox';
import { mockDbForTests, server } from '@mocks/node';
import { forgetCookie } from '../support/cookies';

// happy-dom resolves relative fetches against this origin.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await mockDbForTests.reset();
  clearMailbox();
  clearControls();
  // A file may run in the plain node environment (a real HTTP server and client): no page state to clear there.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .forEach(forgetCookie);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
