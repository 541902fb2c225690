import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildFileFor, contentTypeOf } from '../../scripts/build-files';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../scripts/vite/csp-policy';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

type Encoding = 'br' | 'gzip' | 'identity';

function encodingFor(request: Request, file: string): Encoding {
  if (!COMPRESSIBLE.has(extname(file))) return 'identity';
  const accepted = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

function encode(bytes: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  return encoding === 'gzip' ? gzipSync(bytes) : bytes;
}

/**
 * Serves the production build as its host would (docs/hosting.md): the file, else the prerendered page, else the
 * app shell; content-hashed assets cached for a year, everything else (index.html, sw.js, the pages) revalidated
 * on each use; compressed once per file and encoding, kept in memory (the build is a few MB).
 */
export function serveBuild(root: string) {
  const cache = new Map<string, Promise<Buffer>>();
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    let file: string;
    try {
      file = buildFileFor(root, url.pathname);
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    const encoding = encodingFor(request, file);
    const key = `${file}\u0000${encoding}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(file).then((bytes) => encode(bytes, encoding));
      cache.set(key, body);
      body.catch(() => cache.delete(key));
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': url.pathname.startsWith('/assets/') ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
      Vary: 'Accept-Encoding',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    const bytes = await body;
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { headers });
  };
}
