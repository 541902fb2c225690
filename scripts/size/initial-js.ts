import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_BUDGETS, type PageBudget } from './budgets';

/** One record of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every chunk key reachable from `key` through static imports (what the browser must fetch before running it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript files the first load of a page needs: the entry with its static imports, plus the page's lazily
 * loaded route module with its static imports.
 */
export function initialFilesFor(manifest: Manifest, pageSource: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  if (!manifest[pageSource])
    throw new Error(
      `${pageSource} is not a chunk of the build: was the page moved? Update scripts/size/budgets.ts`,
    );
  const keys = staticClosure(manifest, entry, staticClosure(manifest, pageSource));
  return [...keys].map((key) => manifest[key]!.file).sort();
}

/** Gzip size at zlib's default level, as a typical server compresses on the fly. */
export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file))).length;
}

export interface PageSize extends PageBudget {
  files: string[];
  /** Gzip bytes of those files together. */
  bytes: number;
}

/** The first-load JavaScript of every budgeted page of the build in `distDir`. */
export function measurePageBudgets(distDir: string): PageSize[] {
  const manifest = readManifest(distDir);
  return PAGE_BUDGETS.map((budget) => {
    const files = initialFilesFor(manifest, budget.page);
    return { ...budget, files, bytes: files.reduce((sum, file) => sum + gzipBytes(distDir, file), 0) };
  });
}
