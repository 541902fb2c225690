import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** The code of the signed-in areas: the dashboard frame and the features only signed-in people use. */
const SIGNED_IN_SOURCES = [
  'src/app/layouts/dashboard-shell/',
  'src/features/dashboard/',
  'src/features/drives/',
  'src/features/student-season/',
  'src/features/report/',
  'src/features/batch/',
];

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
) => string[];

/**
 * Module preloads for the signed-in screens only. A lazily loaded chunk's own imports are found only once it has
 * arrived, and theirs once they have: a screen's code came as a chain of five or six round trips. Vite can ask for
 * the whole chain at once when it loads a chunk (`build.modulePreload`); here it does so for chunks of signed-in
 * code alone. The public pages keep loading their lazy parts without preloads (measured: on the forms the preloads
 * cost more blocking time than they saved), and no page's HTML gets preload links (the app shell's are written by
 * ./shell-preloads.ts).
 *
 * Vite gives `resolveDependencies` only the chunk's file name; the plugin records, before Vite writes the preloads,
 * which module each chunk was made for.
 */
export function signedInPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const sourceOf = new Map<string, string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'portal:signed-in-preloads',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.facadeModuleId)
          sourceOf.set(output.fileName, relative(root, output.facadeModuleId));
    },
  };
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostType }) => {
    const source = sourceOf.get(filename);
    const signedIn = source !== undefined && SIGNED_IN_SOURCES.some((folder) => source.startsWith(folder));
    return hostType === 'js' && signedIn ? deps : [];
  };
  return { plugin, resolveDependencies };
}
