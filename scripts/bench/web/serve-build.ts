import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFileFor, contentTypeOf } from '../../build-files';
import { answerApi } from './api-stub';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

export interface ServedBuild {
  url: string;
  /** API paths the pages asked for while being measured (each answered by the stub). */
  apiCalls: string[];
  close: () => Promise<void>;
}

/** What answers the calls under /api/. */
export type ApiAnswerer = (request: IncomingMessage, response: ServerResponse) => void;

/** The default: a signed-out visitor's answers (./api-stub.ts). */
const answerSignedOut: ApiAnswerer = (request, response) =>
  answerApi(new URL(request.url ?? '/', 'http://x'), response);

/**
 * Serves a build as a production host would: gzip, hashed assets cached for a year, the HTML and the service
 * worker revalidated, unknown paths answered with the app shell. Port 0 picks a free one. The API is the stub of a
 * signed-out visitor unless `api` says otherwise (the mock backend over HTTP: ./mock-api.ts).
 */
export async function serveBuild(
  root: string,
  port = 0,
  api: ApiAnswerer = answerSignedOut,
): Promise<ServedBuild> {
  const apiCalls: string[] = [];
  const cache = new Map<string, Buffer>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path.startsWith('/api/')) {
      apiCalls.push(`${request.method} ${path}`);
      api(request, response);
      return;
    }
    const file = buildFileFor(root, request.url);
    const extension = extname(file);
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    const key = `${file}:${gzip}`;
    if (!cache.has(key)) cache.set(key, gzip ? gzipSync(readFileSync(file)) : readFileSync(file));
    response.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(cache.get(key));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://localhost:${address.port}`,
    apiCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
