import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { institutionIndexPlugin } from './scripts/institutions/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), institutionIndexPlugin()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // One worker per core: Vitest's default leaves one core to its main process, which on a 2-core CI machine
    // meant one worker, and the main process is mostly idle while the tests run.
    maxWorkers: availableParallelism(),
    // Absolute so Node's fetch (which msw intercepts) can resolve API URLs.
    env: { VITE_API_BASE_URL: 'http://portal.test/api' },
  },
});
