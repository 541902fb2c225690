import { existsSync } from 'node:fs';

/** The browser the benchmark drives: $CHROMIUM_PATH, else Debian's Chromium (as the end-to-end tests do). */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROMIUM_PATH`);
  return path;
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
