/**
 * The portal's Content-Security-Policy: the one definition behind the <meta> tag the build injects
 * (csp-plugin.ts), the headers file it emits for the host, docs/hosting.md and the tests.
 *
 * Why each source is there (docs/hosting.md says the same at more length):
 * - Scripts come only from the app's own files: no inline script, no eval, no other origin.
 * - style-src keeps 'unsafe-inline' because sonner injects its stylesheet as a <style> element at run time.
 *   React's style props go through the CSSOM, which CSP does not govern, so they need nothing.
 * - connect-src adds the API's origin when VITE_API_BASE_URL is an absolute URL (a relative base is 'self').
 * - worker-src 'self' is the service worker (/sw.js; in demo builds it imports msw's worker script).
 * - Nothing is framed, no plugins, no <base>, and forms post only to the portal.
 */
import { APP_SHELL_FILE } from '../../src/app/prerender/app-shell.ts';
import { PRERENDERED_PAGES, prerenderedFileOf } from '../../src/app/prerender/prerendered-pages.ts';

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export interface CspOptions {
  /** VITE_API_BASE_URL as the build sees it ('/api' when unset). */
  apiBaseUrl?: string | undefined;
}

export interface HeaderCspOptions extends CspOptions {
  /** Where browsers send violation reports (Reporting API); no reporting when unset. */
  reportEndpoint?: string | undefined;
}

/** The group name report-to uses; the Reporting-Endpoints header maps it to a URL. */
export const CSP_REPORT_GROUP = 'csp';

/** The origin of an absolute http(s) API base URL; undefined for a path such as '/api'. */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return undefined;
  return new URL(apiBaseUrl).origin;
}

/** The directives both deliveries share (a <meta> tag can carry all of these). */
export function cspDirectives({ apiBaseUrl }: CspOptions = {}): CspDirectives {
  const api = apiOrigin(apiBaseUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': api ? ["'self'", api] : ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
}

/**
 * Directives browsers ignore in a <meta> tag, so only the server can send them: who may frame the portal
 * (clickjacking) and where violation reports go.
 */
export function headerOnlyDirectives({ reportEndpoint }: HeaderCspOptions = {}): CspDirectives {
  return {
    'frame-ancestors': ["'none'"],
    ...(reportEndpoint ? { 'report-to': [CSP_REPORT_GROUP] } : {}),
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy the build puts in <meta http-equiv="Content-Security-Policy">. */
export function metaCsp(options: CspOptions = {}): string {
  return serializeCsp(cspDirectives(options));
}

/** The policy the host sends as the Content-Security-Policy header: the meta policy plus header-only directives. */
export function headerCsp(options: HeaderCspOptions = {}): string {
  return serializeCsp({ ...cspDirectives(options), ...headerOnlyDirectives(options) });
}

/** Long-lived caching for content-hashed files; everything else is revalidated on each use. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** The security headers every response carries, CSP included. */
export function securityHeaders(options: HeaderCspOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': headerCsp(options),
    ...(options.reportEndpoint
      ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${options.reportEndpoint}"` }
      : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/** The prerendered pages' paths and files (/login and /login.html): HTML, revalidated on each use like the shell. */
export function prerenderedPagePaths(): string[] {
  return PRERENDERED_PAGES.filter(({ path }) => path !== '/').flatMap(({ path }) => [
    path,
    `/${prerenderedFileOf(path)}`,
  ]);
}

/** Paths whose answer must be revalidated on each use: the service workers, the manifest and every HTML page. */
function revalidatedPaths(): string[] {
  return [
    '/sw.js',
    '/mockServiceWorker.js',
    '/manifest.webmanifest',
    '/',
    '/index.html',
    `/${APP_SHELL_FILE}`,
    ...prerenderedPagePaths(),
  ];
}

/** One rule of a `_headers` file: a path and the headers it gets. */
export function headerRule(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * A Netlify / Cloudflare Pages `_headers` file: security headers on every path, long caching for the hashed
 * assets, and revalidation for the service worker, the manifest and the pages, so an update is seen at once.
 */
export function headersFile(options: HeaderCspOptions = {}): string {
  return `${[
    headerRule('/*', securityHeaders(options)),
    headerRule('/assets/*', { 'Cache-Control': CACHE_IMMUTABLE }),
    ...revalidatedPaths().map((path) => headerRule(path, { 'Cache-Control': CACHE_REVALIDATE })),
  ].join('\n\n')}\n`;
}
