import type { Browser } from '@playwright/test';
import type { DemoLogin } from './accounts';
import { signIn } from './auth';
import { listenForErrors } from './test';

/**
 * One more device of the same person: a browser context of its own (its own cookies and storage), at laptop size,
 * signed in, with its console errors collected under `name`. The real server's conflict specs open two.
 */
export async function signedInDevice(browser: Browser, errors: string[], name: string, login: DemoLogin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  listenForErrors(context, errors, name);
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}
