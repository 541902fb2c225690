import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type a host sends for a file of the build. */
export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';

/**
 * The file of a built app (in `root`) that answers a request path, as a single-page-app host does: the file
 * itself, else the app shell (index.html) for every route. Paths cannot climb out of `root`.
 */
export function buildFileFor(root: string, requestUrl: string | undefined): string {
  const base = resolve(root);
  const file = resolve(base, `.${decodeURIComponent(new URL(requestUrl ?? '/', 'http://x').pathname)}`);
  return file.startsWith(base + sep) && existsSync(file) && !statSync(file).isDirectory()
    ? file
    : join(base, 'index.html');
}
