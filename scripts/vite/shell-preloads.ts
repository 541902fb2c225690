import { entryKeyOf, staticClosure, type Manifest } from './build-manifest.ts';

/** The signed-in areas' frame: every route the app shell serves but /job/{id} is one of its screens. */
export const DASHBOARD_FRAME_KEY = 'src/app/layouts/dashboard-shell/dashboard-shell.tsx';
/** The session's calls: the app shell is served to signed-in routes, whose first call is the session check. */
export const SESSION_CALLS_KEY = 'src/features/auth/api/auth-api.ts';
/** The demo's mock backend: its start, and the pieces it loads at once (mock builds only). */
export const MOCK_START_KEY = 'mocks/browser.ts';

/**
 * The code the app shell (shell.html) has the browser fetch while it reads the HTML: the entry with its static
 * imports, the dashboard frame, the session check's calls (loaded lazily so that no public page carries them), and
 * in a mock build the mock backend's start with what it loads. Without it a
 * chunk's imports are found only once the chunk has arrived, so a signed-in screen opened by a link waited for a
 * chain of round trips (four deep for the entry alone) before its first call. The prerendered public pages keep
 * preloading nothing (docs/performance.md): they paint from their HTML, and only the shell's routes wait for code.
 */
export function shellPreloadFiles(manifest: Manifest): string[] {
  const entry = entryKeyOf(manifest);
  const mockStart = manifest[MOCK_START_KEY];
  const roots = [
    entry,
    DASHBOARD_FRAME_KEY,
    SESSION_CALLS_KEY,
    ...(mockStart ? [MOCK_START_KEY, ...(mockStart.dynamicImports ?? [])] : []),
  ];
  const keys = new Set(roots.flatMap((key) => [...staticClosure(manifest, key)]));
  // The entry itself is the page's module script already.
  keys.delete(entry);
  return [...keys].map((key) => manifest[key]!.file);
}

/** The app shell with a module preload for each file, before the end of its head. */
export function withModulePreloads(shell: string, files: readonly string[]): string {
  if (!shell.includes('</head>')) throw new Error('The app shell has no </head>');
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
  return shell.replace('</head>', () => `${links}\n</head>`);
}
