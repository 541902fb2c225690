import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKeyOf, readManifest, staticClosure, type Manifest } from '../vite/build-manifest';
import { PAGE_BUDGETS, type PageBudget } from './budgets';

/**
 * The JavaScript files the first load of a page needs: the entry with its static imports, plus the page's lazily
 * loaded route module with its static imports.
 */
export function initialFilesFor(manifest: Manifest, pageSource: string): string[] {
  const entry = entryKeyOf(manifest);
  if (!manifest[pageSource])
    throw new Error(
      `${pageSource} is not a chunk of the build: was the page moved? Update src/app/prerender/prerendered-pages.ts`,
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
