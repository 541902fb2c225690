import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspPlugin, HEADERS_FILE } from './csp-plugin';
import { headersFile, metaCsp } from './csp-policy';

const API = 'https://api.example.org/api';
let root: string | undefined;

afterEach(() => {
  vi.unstubAllEnvs();
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** Builds a one-page app with only this plugin, in memory; returns the emitted files by name. */
async function buildPage(): Promise<Map<string, string>> {
  root = mkdtempSync(join(tmpdir(), 'csp-plugin-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(join(root, 'main.js'), 'document.title = "built";\n');
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [cspPlugin()],
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  return new Map(
    output.output.map((file) => [file.fileName, file.type === 'asset' ? String(file.source) : file.code]),
  );
}

describe('cspPlugin', () => {
  it('is a build plugin only: the dev server keeps React Refresh’s inline script', () => {
    expect(cspPlugin().apply).toBe('build');
  });

  it('puts the policy first in <head> and writes the headers file, with the API origin of the build', async () => {
    vi.stubEnv('VITE_API_BASE_URL', API);
    const files = await buildPage();
    const html = files.get('index.html') ?? '';
    const meta = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(metaCsp({ apiBaseUrl: API }));
    expect(meta?.[1]).toContain('https://api.example.org');
    expect(files.get(HEADERS_FILE)).toBe(headersFile({ apiBaseUrl: API }));
  });
});
