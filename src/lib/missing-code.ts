/**
 * How browsers and Vite's loader word a piece of the app's code (a lazily loaded chunk, or its styles) that could
 * not be fetched: Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed", Vite "Unable to preload CSS for …".
 */
const MISSING_CODE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * Whether an error says a part of the app's code could not be loaded: what happens offline to a page that is not
 * in this device's offline copy yet (a first visit caches the app shell first and the rest once the page is idle).
 */
export function isMissingCode(error: unknown): boolean {
  return error instanceof Error && MISSING_CODE.test(error.message);
}
