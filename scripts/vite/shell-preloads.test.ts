import { describe, expect, it } from 'vitest';
import type { Manifest } from './build-manifest';
import {
  DASHBOARD_FRAME_KEY,
  MOCK_START_KEY,
  SESSION_CALLS_KEY,
  shellPreloadFiles,
  withModulePreloads,
} from './shell-preloads';

const productionManifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_client.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_client.js': { file: 'assets/client.js', imports: ['_messages.js'] },
  '_messages.js': { file: 'assets/messages.js' },
  [DASHBOARD_FRAME_KEY]: { file: 'assets/dashboard-shell.js', imports: ['index.html', '_icon.js'] },
  '_icon.js': { file: 'assets/icon.js', imports: ['_react.js'] },
  [SESSION_CALLS_KEY]: { file: 'assets/auth-api.js', imports: ['_client.js', '_session-contract.js'] },
  '_session-contract.js': { file: 'assets/session-contract.js' },
  'src/features/site/pages/home-page.tsx': { file: 'assets/home-page.js', imports: ['_home-only.js'] },
  '_home-only.js': { file: 'assets/home-only.js' },
};

const mockManifest: Manifest = {
  ...productionManifest,
  [MOCK_START_KEY]: {
    file: 'assets/browser.js',
    imports: ['index.html'],
    dynamicImports: ['mocks/db/dexie-store.ts', '_dispatch.js'],
  },
  'mocks/db/dexie-store.ts': { file: 'assets/dexie-store.js', imports: ['_dexie.js'] },
  '_dexie.js': { file: 'assets/dexie.js' },
  '_dispatch.js': { file: 'assets/dispatch.js' },
};

describe('shellPreloadFiles', () => {
  it("preloads the entry's imports, four deep or not, the dashboard frame's and the session check's calls; not the entry itself", () => {
    expect(shellPreloadFiles(productionManifest).sort()).toEqual(
      [
        'assets/react.js',
        'assets/client.js',
        'assets/messages.js',
        'assets/dashboard-shell.js',
        'assets/icon.js',
        'assets/auth-api.js',
        'assets/session-contract.js',
      ].sort(),
    );
  });

  it("adds the mock backend's start and what it loads at once in a mock build", () => {
    const files = shellPreloadFiles(mockManifest);
    expect(files).toEqual(
      expect.arrayContaining([
        'assets/browser.js',
        'assets/dexie-store.js',
        'assets/dexie.js',
        'assets/dispatch.js',
      ]),
    );
    expect(files).not.toContain('assets/home-page.js');
    expect(new Set(files).size).toBe(files.length);
  });
});

describe('withModulePreloads', () => {
  it('puts a module preload for each file before the end of the head', () => {
    const html = withModulePreloads('<html><head><title>x</title></head><body></body></html>', [
      'assets/react.js',
      'assets/icon.js',
    ]);
    expect(html).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/icon.js">\n</head><body></body></html>',
    );
  });

  it('refuses a shell without a head', () => {
    expect(() => withModulePreloads('<body></body>', [])).toThrow('no </head>');
  });
});
