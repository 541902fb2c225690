import { chromium, type Browser, type Page } from '@playwright/test';
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

/** The CPU slowdown of a mid-range phone, as the benchmark applies it (CDP Emulation.setCPUThrottlingRate). */
export const PHONE_CPU_SLOWDOWN = 4;

/** Chromium as the benchmark drives it (headless, the flags above). */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/** Slows the page's CPU `rate` times (1: no slowdown); the setting lasts across the page's navigations. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
