/**
 * Developer aid: screenshots of pages at phone and desktop widths, in Chromium.
 * Usage: node --experimental-strip-types scripts/screenshot.ts http://localhost:4174 /login /company/login
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:4174', ...routes] = process.argv.slice(2);
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(base + route);
    // Pages drawn by their code (not prerendered) show their heading only once it has run: wait for it.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.warn('saved', name);
  }
  await page.close();
}
await browser.close();
