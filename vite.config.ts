import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { institutionIndexPlugin } from './scripts/institutions/vite-plugin.ts';
import { cspPlugin } from './scripts/vite/csp-plugin.ts';
import { mswWorkerPlugin } from './scripts/vite/msw-worker-plugin.ts';
import { appShellPreviewPlugin, prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { pwaOptions } from './scripts/vite/pwa-options.ts';
import { signedInPreloads } from './scripts/vite/signed-in-preloads.ts';

/** A feature's front door, whatever the feature (docs/architecture.md, 'Layers'). */
const FRONT_DOOR = /\/src\/features\/[^/]+\/public\.ts$/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMocks = env.VITE_USE_MOCKS === 'true';
  const preloads = signedInPreloads();
  return {
    plugins: [
      preloads.plugin,
      react(),
      institutionIndexPlugin(),
      ...(useMocks ? [mswWorkerPlugin()] : []),
      // Writes its pages before the service worker plugin lists what to precache (writeBundle < closeBundle).
      prerenderPlugin(),
      appShellPreviewPlugin(),
      VitePWA(pwaOptions),
      cspPlugin(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: {
      // DEMO_OUT_DIR lets parallel work build separate demo copies.
      outDir: mode === 'demo' ? (process.env.DEMO_OUT_DIR ?? 'dist-demo') : 'dist',
      sourcemap: false,
      // dist/.vite/manifest.json: the chunk graph the bundle-size budget check reads.
      manifest: true,
      // Code preloads for the signed-in screens only (./scripts/vite/signed-in-preloads.ts). Measured on the public
      // pages, the links Vite adds (and inserts at every lazy import) cost the main thread more than the round trip
      // they save; a signed-in screen opened by a link waited for its chunks one after another instead.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: {
        treeshake: {
          // A feature's front door (src/features/<feature>/public.ts) only re-exports, which lint holds it to: it
          // has no side effects of its own, so importing one name from it does not bring the rest of the feature
          // (its components, their CSS) into the importer's chunk. Without this, the site routes' lazy page
          // loaders would carry the jobs components into every page's first load (docs/architecture.md).
          moduleSideEffects: [{ test: FRONT_DOOR, sideEffects: false }],
        },
      },
    },
    server: { port: 5173 },
    preview: { port: mode === 'demo' ? 4174 : 4173 },
  };
});
