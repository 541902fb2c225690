import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SHELL_FILE } from '../../src/app/prerender/app-shell.ts';
import type * as ServerEntry from '../../src/entry-server';
import { buildFileFor } from '../build-files.ts';
import { readManifest } from './build-manifest.ts';
import { pageStylesOf, prerenderedHtml } from './prerender-html.ts';
import { shellPreloadFiles, withModulePreloads } from './shell-preloads.ts';

const SERVER_ENTRY = 'src/entry-server.tsx';

/**
 * Builds the HTML of the public pages ahead of time (src/app/prerender/prerendered-pages.ts), styles inlined, so a
 * phone on a slow network paints the page from that one file before any JavaScript has arrived; the browser then
 * hydrates it. Runs after the app's files are written (it reads index.html and the build manifest) and before the
 * service worker's precache list is made (which leaves these pages out but takes shell.html: the unrendered
 * shell, kept for every other route, which preloads its code: ./shell-preloads.ts).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // A directory of its own for each build: Node caches modules by URL, and a query string on the entry's URL
        // would load it twice (once more through its own chunks' imports), splitting React contexts in two.
        const serverDir = resolve(config.root, 'node_modules/.prerender', `${config.mode}-${Date.now()}`);
        await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'warn',
          build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        try {
          const server = (await import(
            pathToFileURL(join(serverDir, 'entry-server.js')).href
          )) as typeof ServerEntry;
          const shellPath = join(outDir, 'index.html');
          const shell = readFileSync(shellPath, 'utf8');
          const manifest = readManifest(outDir);
          const shellFile = join(outDir, APP_SHELL_FILE);
          writeFileSync(shellFile, withModulePreloads(shell, shellPreloadFiles(manifest)));
          const styleOf = (file: string) => ({ file, css: readFileSync(join(outDir, file), 'utf8') });
          for (const { path, page, parts = [] } of server.PRERENDERED_PAGES) {
            const { html: body, head } = await server.renderPage(path);
            const styles = pageStylesOf(manifest, page, parts).map(styleOf);
            const file = join(outDir, server.prerenderedFileOf(path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, prerenderedHtml(shell, { path, body, head, styles }));
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * `vite preview` as the host serves the build (docs/hosting.md): Vite already serves /login from login.html, but
 * answers unknown routes with index.html, which is now the prerendered home page; they get the app shell.
 */
export function appShellPreviewPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal:app-shell-preview',
    apply: (_config, env) => Boolean(env.isPreview),
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const navigation = request.method === 'GET' && request.headers.accept?.includes('text/html');
        if (navigation && buildFileFor(outDir, request.url).endsWith(`/${APP_SHELL_FILE}`))
          request.url = `/${APP_SHELL_FILE}`;
        next();
      });
    },
  };
}
