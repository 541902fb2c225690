import { createLogger, loadConfigFromFile, type ConfigEnv, type Logger } from 'vite';
import { describe, expect, it, vi } from 'vitest';

// Vitest runs from the project root, where the config files sit.
const ROOT = process.cwd();

/** Loads a config file the way `vite` and `vitest` do and returns every warning Vite printed meanwhile. */
async function warningsWhileLoading(file: string, env: ConfigEnv): Promise<string[]> {
  const warnings: string[] = [];
  const logger: Logger = { ...createLogger('silent'), warn: (message) => void warnings.push(message) };
  await loadConfigFromFile(env, file, ROOT, 'warn', logger);
  return warnings;
}

// Vite 8 lists every module of the config's import graph that Node could not load natively (an import without
// its file extension, mostly) on each start, build and test run; a new extensionless import brings that back.
describe('loading the Vite and Vitest configs', () => {
  it.each([
    ['vite.config.ts', { command: 'serve', mode: 'development' }],
    ['vite.config.ts', { command: 'build', mode: 'demo' }],
    ['vite.config.ts', { command: 'build', mode: 'production' }],
    ['vitest.config.ts', { command: 'serve', mode: 'test' }],
  ] as const)('%s (%o) prints no warning', async (file, env) => {
    // Vite's own switch that hides the warning must not be what keeps this quiet.
    vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', undefined);
    expect(await warningsWhileLoading(file, env)).toEqual([]);
  });
});
