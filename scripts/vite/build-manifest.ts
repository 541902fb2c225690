import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One record of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function entryKeyOf(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  return entry;
}

/** Every chunk key reachable from `key` through static imports (what the browser must fetch before running it). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: was the module moved?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}
