import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Plugin, ViteDevServer } from 'vite';
import { API_BASE_PATH } from '../../src/lib/api/api-base.ts';
import {
  DEV_MOCK_WORKER_PATH,
  type importMockWorker,
} from '../../src/lib/service-worker/mock-worker-guards.ts';
import { CLAIM_ME } from '../../src/lib/worker-messages.ts';

const WORKER_FILE = 'mockServiceWorker.js';

const GUARDS_MODULE = '/src/lib/service-worker/mock-worker-guards.ts';

/**
 * The dev worker's text: msw's worker imported through the same guards as the demo's (src/sw.ts), so a module of
 * the page never waits on the mock. The guards are taken from their module as Vite compiles it, one function
 * serialised with its arguments; it answers the page's claim request itself, as the demo's worker does.
 */
async function devWorkerSource(server: ViteDevServer): Promise<string> {
  const guards = (await server.ssrLoadModule(GUARDS_MODULE)) as { importMockWorker: typeof importMockWorker };
  const options = {
    apiPrefix: `${API_BASE_PATH}/`,
    claimMessage: CLAIM_ME,
    keepRegistration: false,
    keepUpdatePrompt: false,
  };
  return `(${guards.importMockWorker.toString()})(self, '/${WORKER_FILE}', ${JSON.stringify(options)});\n`;
}

/**
 * Serves (dev) and emits (build) msw's worker script straight from the installed package, so it never drifts
 * from the msw version in the lockfile and nothing depends on msw's postinstall (npm 11 skips it). The dev server
 * also serves the worker that imports it with its guards. Only added to mock builds: the production bundle never
 * contains it.
 */
export function mswWorkerPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const source = () => readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
  const serveWorker = (res: ServerResponse, text: string) => {
    res.setHeader('Content-Type', 'application/javascript');
    res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(text);
  };
  return {
    name: 'portal:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => serveWorker(res, source()));
      server.middlewares.use(DEV_MOCK_WORKER_PATH, (_req, res, next) => {
        devWorkerSource(server).then((text) => serveWorker(res, text), next);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}
