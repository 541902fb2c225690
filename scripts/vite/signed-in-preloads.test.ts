import type { ResolvedConfig, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInPreloads } from './signed-in-preloads';

const ROOT = '/project';
const chunk = (fileName: string, source: string) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: `${ROOT}/${source}`,
});

/** The plugin as the build runs it: configured, then shown the bundle before Vite writes the preloads. */
function afterBundle() {
  const { plugin, resolveDependencies } = signedInPreloads();
  const bundle = {
    'assets/drives-page.js': chunk(
      'assets/drives-page.js',
      'src/features/student-season/pages/drives-page.tsx',
    ),
    'assets/dashboard-shell.js': chunk(
      'assets/dashboard-shell.js',
      'src/app/layouts/dashboard-shell/dashboard-shell.tsx',
    ),
    'assets/login-page.js': chunk('assets/login-page.js', 'src/features/auth/pages/login-page.tsx'),
    'assets/browser.js': chunk('assets/browser.js', 'mocks/browser.ts'),
  } as unknown as Rollup.OutputBundle;
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: ROOT } as ResolvedConfig);
  (plugin.generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void)({}, bundle);
  return resolveDependencies;
}

const DEPS = ['assets/a.js', 'assets/b.js'];

describe('signedInPreloads', () => {
  it("preloads a signed-in screen's and the dashboard frame's imports when they are loaded", () => {
    const resolve = afterBundle();
    expect(resolve('assets/drives-page.js', DEPS, { hostType: 'js' })).toEqual(DEPS);
    expect(resolve('assets/dashboard-shell.js', DEPS, { hostType: 'js' })).toEqual(DEPS);
  });

  it("leaves public pages' lazy parts, the mock and unknown chunks without preloads", () => {
    const resolve = afterBundle();
    expect(resolve('assets/login-page.js', DEPS, { hostType: 'js' })).toEqual([]);
    expect(resolve('assets/browser.js', DEPS, { hostType: 'js' })).toEqual([]);
    expect(resolve('assets/elsewhere.js', DEPS, { hostType: 'js' })).toEqual([]);
  });

  it("adds no preload link to a page's HTML", () => {
    expect(afterBundle()('assets/drives-page.js', DEPS, { hostType: 'html' })).toEqual([]);
  });
});
