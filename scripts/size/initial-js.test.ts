import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../vite/build-manifest';
import { gzipBytes, initialFilesFor } from './initial-js';

/** A small build: the entry shares a vendor chunk with the page; the page lazily loads a heavy chunk. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  mkdirSync(join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/page.tsx': { file: 'assets/page.js', imports: ['index.html', '_vendor.js', '_form.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
    'src/heavy.ts': { file: 'assets/heavy.js', isDynamicEntry: true },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('initialFilesFor', () => {
  it('follows static imports from the entry and the page, once each, and leaves lazy chunks out', () => {
    const files = initialFilesFor(readManifest(fakeBuild()), 'src/page.tsx');
    expect(files).toEqual(['assets/form.js', 'assets/index.js', 'assets/page.js', 'assets/vendor.js']);
  });

  it('refuses a page the build does not contain, so a moved page cannot pass unmeasured', () => {
    expect(() => initialFilesFor(readManifest(fakeBuild()), 'src/moved.tsx')).toThrow(/not a chunk/);
  });
});

describe('gzipBytes', () => {
  it('measures compressed size, far below the raw size for repetitive code', () => {
    const dir = fakeBuild();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index.js'), 'console.log(1);\n'.repeat(1000));
    const size = gzipBytes(dir, 'assets/index.js');
    expect(size).toBeGreaterThan(20);
    expect(size).toBeLessThan(1000);
  });
});
