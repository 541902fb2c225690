import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Checkout } from './doc-references';

/** Folders that are not the project's sources: installed packages, git's own, and what builds and tests write. */
const NOT_SOURCES =
  /^(?:node_modules|\.git|dist|dist-demo.*|test-results.*|playwright-report|blob-report|coverage|screenshots)$/;

/** Every file and folder under `root`, repo-relative with '/' separators, outside NOT_SOURCES. */
function pathsUnder(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [path];
    return !folder && NOT_SOURCES.test(entry.name) ? [] : [path, ...pathsUnder(root, path)];
  });
}

/** The checkout at `root`: its files and folders and package.json's scripts. */
export function readCheckout(root: string): Checkout {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return { paths: pathsUnder(root), scripts: new Set(Object.keys(manifest.scripts ?? {})) };
}

/** The documents held to their names: the README and every Markdown file under docs/ (docs/decisions/ too). */
export function documentsOf(checkout: Checkout): string[] {
  return checkout.paths.filter((path) => path === 'README.md' || /^docs\/.+\.md$/.test(path));
}
