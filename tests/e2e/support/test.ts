import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * Every end-to-end test imports `test` and `expect` from here (lint refuses '@playwright/test' in a spec). An
 * automatic fixture fails the test on any uncaught page error or `console.error` in any page of its context, as
 * epic-stack's does: a crash that turns a screen white (issue 25, the drive form's CGPA field) can no longer pass
 * while the test looks elsewhere. The browser's own lines about a failed resource load (a 409 the test asked for,
 * a request made offline) are not the page's errors and are left out. A test that expects an error names it with
 * `test.use({ expectedErrors: [/…/] })`.
 */
const BROWSER_NETWORK_LINE = /^Failed to load resource: /;

interface ErrorFixtures {
  /** Errors this test provokes on purpose, matched against "uncaught: …" or "console.error: …". */
  expectedErrors: RegExp[];
  failOnPageErrors: void;
}

/**
 * Collects a context's uncaught errors and console.error lines. The fixture watches the test's own context; a test
 * that opens more contexts (several devices) watches each with this, naming the device.
 */
export function listenForErrors(context: BrowserContext, errors: string[], device = '') {
  const prefix = device ? `${device} ` : '';
  context.on('weberror', (event) => errors.push(`${prefix}uncaught: ${event.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && !BROWSER_NETWORK_LINE.test(message.text()))
      errors.push(`${prefix}console.error: ${message.text()}`);
  });
}

export const test = base.extend<ErrorFixtures>({
  expectedErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ context, expectedErrors }, use) => {
      const errors: string[] = [];
      listenForErrors(context, errors);
      await use();
      const unexpected = errors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, 'uncaught errors and console.error calls in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { BrowserContext, Locator, Page } from '@playwright/test';
