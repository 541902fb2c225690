import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Serves (dev) and emits (build) msw's worker script straight from the installed package, so it never drifts
 * from the msw version in the lockfile and nothing depends on msw's postinstall (npm 11 skips it).
 * Only added to mock builds: the production bundle never contains it.
 */
export function mswWorkerPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const source = () => readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'portal:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}
