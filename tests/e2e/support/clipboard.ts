import type { Locator } from '@playwright/test';

/**
 * Pastes text into a control as a person does: the text goes on the system clipboard, then Ctrl+V (Cmd+V on a
 * Mac) in the focused control. The browser's own paste runs, maxlength and all, unlike a dispatched paste event.
 */
export async function pasteInto(control: Locator, text: string) {
  const page = control.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await control.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await control.press('ControlOrMeta+V');
}
