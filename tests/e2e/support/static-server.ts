import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFileFor, contentTypeOf } from '../../../scripts/build-files';

export interface StaticCopy {
  url: string;
  root: string;
  close: () => Promise<void>;
}

/**
 * Serves a private copy of the demo build (SPA fallback, no caching), so a test can change files — such as
 * publishing a new service worker — without touching the build the other tests use.
 */
export async function serveCopyOfDemoBuild(): Promise<StaticCopy> {
  const source = process.env.DEMO_OUT_DIR ?? 'dist-demo';
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  cpSync(source, root, { recursive: true });
  const server: Server = createServer((request, response) => {
    const file = buildFileFor(root, request.url);
    response.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    root,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
