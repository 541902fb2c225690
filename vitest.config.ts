import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { institutionIndexPlugin } from './scripts/institutions/vite-plugin.ts';

/**
 * Tests of pure logic, run in plain Node without the test setup (tests/setup/vitest-setup.ts): src/lib's .ts tests
 * except the API client's (which talk to the mock backend), and the build scripts'.
 */
const LOGIC_TESTS = ['src/lib/*.test.ts', 'src/lib/!(api)/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  plugins: [react(), institutionIndexPlugin()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    restoreMocks: true,
    // One worker per core: Vitest's default leaves one core to its main process, which on a 2-core CI machine
    // meant one worker, and the main process is mostly idle while the tests run.
    maxWorkers: availableParallelism(),
    // Absolute so Node's fetch (which msw intercepts) can resolve API URLs.
    env: { VITE_API_BASE_URL: 'http://portal.test/api' },
    projects: [
      {
        // Pure logic (src/lib outside its API client, the build scripts): plain Node, without the page and the mock
        // backend that every other file starts (about two seconds a file, which was half the suite's time).
        extends: true,
        test: {
          name: 'logic',
          include: LOGIC_TESTS,
          environment: 'node',
        },
      },
      {
        // The portal's server (server/): the real HTTP server on PGlite, and on PostgreSQL when TEST_DATABASE_URL
        // names one. Plain Node, no page and no intercepting mock: requests go over the loopback.
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // A test here signs several people in over HTTP (argon2 each) on a real database: five seconds were seen
          // to run out while the app project's files filled both cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          exclude: LOGIC_TESTS,
          environment: 'happy-dom',
          setupFiles: ['tests/setup/vitest-setup.ts'],
        },
      },
    ],
  },
});
