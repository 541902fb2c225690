import { expect, type Page } from '@playwright/test';
import { dumpClientStorage } from './storage-scan';

/**
 * Waits until the page's stored drafts hold every one of `saved` (text or pattern in the storage dump): the state
 * a reload or a new tab restores, instead of a guess at how long the draft's debounce takes.
 */
export async function waitForDraftHolding(page: Page, ...saved: (string | RegExp)[]) {
  await expect
    .poll(async () => {
      const storage = await dumpClientStorage(page);
      return saved.every((item) => (typeof item === 'string' ? storage.includes(item) : item.test(storage)));
    })
    .toBe(true);
}
