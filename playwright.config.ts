import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import {
  DEMO_PORT,
  DEV_PORT,
  DEV_URL,
  PRODUCTION_PORT,
  PRODUCTION_URL,
  REAL_SERVER_DATA_DIR,
  REAL_SERVER_PORT,
  REAL_SERVER_URL,
} from './tests/e2e/support/servers';

/**
 * End-to-end tests run against the built demo app (mock backend inside) in Chromium; the few that concern what
 * real visitors get (the prerendered pages before their code runs) use the production build.
 * Browser: $CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell, package
 * chromium-headless-shell), else Debian's /usr/bin/chromium, else Playwright's own download. The headless shell is
 * the browser without its window's own user interface, as Playwright's own headless runs use: the same end-to-end
 * suite took 30% less time in it than in the whole browser's headless mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const WHOLE_BROWSER = '/usr/bin/chromium';
const firstPresent = (...paths: string[]) =>
  process.env.CHROMIUM_PATH || paths.find((path) => existsSync(path));

/**
 * Tests tagged @whole-browser need what the headless shell lacks: it reports notification permission as denied
 * where a browser says "not asked yet".
 */
const WHOLE_BROWSER_TAG = /@whole-browser/;

/** Specs that run against the dev server (`npm run dev`) rather than the builds. */
const DEV_MODE_SPECS = /dev-mode\.spec\.ts$/;
/** Specs that run the production build on the portal's own server (`npm start`), several devices at once. */
const REAL_SERVER_SPECS = /real-server\/.*\.spec\.ts$/;

/** The shared launch options, in the browser at `executablePath` (Playwright's own when undefined). */
const launchIn = (executablePath: string | undefined) => ({
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
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core, everywhere: Playwright's default (half the cores) ran `npm test` with one worker on a
  // 2-core machine whenever CI was not set, doubling the suite's time.
  workers: availableParallelism(),
  // One retry wherever the suite runs, as under CI: a test that passes only on its retry is reported as flaky.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A first visit to the demo build waits for its service worker, which carries the mock backend, to activate: it now
  // does so once the app shell is cached (src/lib/service-worker/precache-shell-first.ts; it waited for the whole app,
  // and /job/:id was seen to take 9 s with two tests at once on this 2-core machine). 15 s leaves room for the load.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${DEMO_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: WHOLE_BROWSER_TAG,
      testIgnore: [DEV_MODE_SPECS, REAL_SERVER_SPECS],
      use: { launchOptions: launchIn(firstPresent(HEADLESS_SHELL, WHOLE_BROWSER)) },
    },
    {
      // What a frontend developer runs first: Vite in development mode on the msw mock (issue 33).
      name: 'dev-mode',
      testMatch: DEV_MODE_SPECS,
      use: { baseURL: DEV_URL, launchOptions: launchIn(firstPresent(HEADLESS_SHELL, WHOLE_BROWSER)) },
    },
    {
      // The real mode: the production build served by the portal's server on a fresh PGlite database (issue 34).
      name: 'real-server',
      testMatch: REAL_SERVER_SPECS,
      use: {
        baseURL: REAL_SERVER_URL,
        launchOptions: launchIn(firstPresent(HEADLESS_SHELL, WHOLE_BROWSER)),
      },
    },
    {
      name: 'whole-browser',
      grep: WHOLE_BROWSER_TAG,
      testIgnore: [DEV_MODE_SPECS, REAL_SERVER_SPECS],
      use: { launchOptions: launchIn(firstPresent(WHOLE_BROWSER)) },
    },
  ],
  webServer: [
    {
      command: `npx vite --mode development --port ${DEV_PORT} --strictPort`,
      url: DEV_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --mode demo --port ${DEMO_PORT} --strictPort`,
      url: `http://localhost:${DEMO_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm start` as a college runs it, on a database made fresh for this run (the demo seed).
      command: `rm -rf ${REAL_SERVER_DATA_DIR} && node --import tsx --import ./scripts/node/raw-imports.mjs server/start.ts`,
      url: `${REAL_SERVER_URL}/healthz`,
      env: {
        PORT: String(REAL_SERVER_PORT),
        DATA_DIR: REAL_SERVER_DATA_DIR,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
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
