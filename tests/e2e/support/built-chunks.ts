import { readManifest } from '../../../scripts/vite/build-manifest';
import { pageModuleOf } from '../../../src/app/prerender/prerendered-pages';

/** The demo build's file for a module (a path from the project root), from the build's manifest. */
export function demoChunkOf(module: string): string {
  const dir = process.env.DEMO_OUT_DIR ?? 'dist-demo';
  const chunk = readManifest(dir)[module];
  if (!chunk)
    throw new Error(`${dir} has no chunk for ${module}: is it a demo build, or was the module moved?`);
  return chunk.file;
}

/** The demo build's file for the page module a public route loads (src/app/prerender/prerendered-pages.ts). */
export function demoPageChunkOf(route: string): string {
  return demoChunkOf(pageModuleOf(route));
}
