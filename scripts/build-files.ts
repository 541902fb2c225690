import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { APP_SHELL_FILE } from '../src/app/prerender/app-shell.ts';

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

const isFileIn = (base: string, file: string) =>
  file.startsWith(base + sep) && existsSync(file) && !statSync(file).isDirectory();

/**
 * The file of a built app (in `root`) that answers a request path, as its host does (docs/hosting.md): the file
 * itself; else the page prerendered for that path (/login is login.html, / is index.html); else the app shell for
 * every other route. Paths cannot climb out of `root`.
 */
export function buildFileFor(root: string, requestUrl: string | undefined): string {
  const base = resolve(root);
  const path = decodeURIComponent(new URL(requestUrl ?? '/', 'http://x').pathname);
  const file = resolve(base, `.${path}`);
  if (isFileIn(base, file)) return file;
  const page = path === '/' ? join(base, 'index.html') : `${file}.html`;
  if (isFileIn(base, page)) return page;
  const shell = join(base, APP_SHELL_FILE);
  return existsSync(shell) ? shell : join(base, 'index.html');
}
