import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_PORT, PRODUCTION_PORT, PRODUCTION_URL } from './tests/e2e/support/servers';

/**
 * End-to-end tests run against the built demo app (mock backend inside) in Chromium; the few that concern what
 * real visitors get (the prerendered pages before their code runs) use the production build.
 * Browser: $CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own download.
 */
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A first visit to the demo build installs its service worker (which precaches the app, a few files at a time:
  // src/lib/service-worker/precache-in-parallel.ts) and starts the mock backend before the page's calls are
  // answered; on a busy CI machine that has taken several seconds.
  expect: { timeout: 12_000 },
  use: {
    baseURL: `http://localhost:${DEMO_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx vite preview --mode demo --port ${DEMO_PORT} --strictPort`,
      url: `http://localhost:${DEMO_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // dist/ (npm run build) as a host serves it.
      command: `npx tsx scripts/serve-production.ts ${PRODUCTION_PORT}`,
      url: PRODUCTION_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
