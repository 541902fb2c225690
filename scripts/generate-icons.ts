/**
 * Renders the app icons (public/icons/*.svg) to the PNG sizes the web app manifest needs, in Chromium.
 * Run after changing an icon: npx tsx scripts/generate-icons.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const OUTPUTS = [
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-192.png', size: 192 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-512.png', size: 512 },
  { svg: 'public/icons/icon-maskable.svg', png: 'public/icons/icon-maskable-512.png', size: 512 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/apple-touch-icon.png', size: 180 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/shortcut-96.png', size: 96 },
];

const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { svg, png, size } of OUTPUTS) {
  await page.setViewportSize({ width: size, height: size });
  const markup = readFileSync(svg, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
  await page.screenshot({ path: png, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.warn('wrote', png);
}
await browser.close();
