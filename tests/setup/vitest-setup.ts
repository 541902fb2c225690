import 'fake-indexeddb/auto';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearControls } from '@mocks/controls';
import { clearMailbox } from '@mocks/mailbox';
import { mockDbForTests, server } from '@mocks/node';
import { forgetCookie } from '../support/cookies';

/**
 * A console.error or an uncaught error in the page fails the test it happens in, as epic-stack's setup does (and the
 * end-to-end fixture, tests/e2e/support/test.ts): a crash like issue 25's (a form's field turned the page white)
 * cannot pass while the test looks elsewhere. The errors are collected and the test fails after it ran, once its
 * tree is unmounted, listing them. A test that provokes one on purpose says so by spying on console.error itself
 * (`vi.spyOn(console, 'error').mockImplementation(() => {})`, then asserting on the spy): its own implementation
 * replaces the collector for that test.
 */
let pageErrors: string[] = [];
const collect = (line: string) => pageErrors.push(line);
const onUncaught = (event: ErrorEvent) => collect(`uncaught: ${event.message}`);
const onUnhandled = (event: PromiseRejectionEvent) => collect(`unhandled rejection: ${format(event.reason)}`);

// happy-dom resolves relative fetches against this origin.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  pageErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
    collect(`console.error: ${format(...args)}`),
  );
  await mockDbForTests.reset();
  clearMailbox();
  clearControls();
  // A file may run in the plain node environment (a real HTTP server and client): no page state to clear there.
  if (typeof document === 'undefined') return;
  window.addEventListener('error', onUncaught);
  window.addEventListener('unhandledrejection', onUnhandled);
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
  if (typeof window !== 'undefined') {
    window.removeEventListener('error', onUncaught);
    window.removeEventListener('unhandledrejection', onUnhandled);
  }
  const found = pageErrors;
  pageErrors = [];
  if (found.length)
    throw new Error(
      `This test logged errors (spy on console.error in the test if it provokes them on purpose):\n${found.join('\n')}`,
    );
});
afterAll(() => server.close());
