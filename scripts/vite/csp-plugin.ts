import type { Plugin } from 'vite';
import { headersFile, metaCsp } from './csp-policy.ts';

/** The file Netlify and Cloudflare Pages read response headers from (docs/hosting.md). */
export const HEADERS_FILE = '_headers';

/**
 * Production and demo builds only: puts the Content-Security-Policy (csp-policy.ts) first in <head> as a
 * <meta http-equiv> tag, and writes the same policy with the header-only directives into `_headers` for the host.
 * Not on the dev server: React Refresh injects an inline script there.
 */
export function cspPlugin(): Plugin {
  let apiBaseUrl: string | undefined;
  return {
    name: 'portal:csp',
    apply: 'build',
    configResolved(config) {
      apiBaseUrl = config.env.VITE_API_BASE_URL as string | undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: metaCsp({ apiBaseUrl }) },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile({ apiBaseUrl }) });
    },
  };
}
