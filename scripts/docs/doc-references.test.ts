import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsOf, readCheckout } from './checkout';
import { referencesIn, staleReferences, type DocReference } from './doc-references';

const ROOT = process.cwd();
const checkout = readCheckout(ROOT);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const where = (references: readonly DocReference[]) =>
  references.map(({ doc, line, kind, name }) => `${doc}:${line} names the ${kind} '${name}'`);

/**
 * Docs that tell the truth (issue 26): every file and npm script the README and docs/ name exists, so a rename
 * fails here instead of misleading the next reader.
 */
describe('the names the docs use', () => {
  it('are files, folders and npm scripts of this checkout', () => {
    const documents = documentsOf(checkout);
    expect(documents).toContain('README.md');
    expect(documents).toContain('docs/architecture.md');
    const references = documents.flatMap((doc) => referencesIn(read(doc), doc, checkout));
    // The check reads what the docs name (hundreds of paths), not an empty list.
    expect(references.length).toBeGreaterThan(300);
    expect(where(staleReferences(references, checkout))).toEqual([]);
  });

  it('include every feature: the README layout names each folder of src/features, architecture.md describes it', () => {
    const features = checkout.paths
      .filter((path) => /^src\/features\/[^/]+$/.test(path))
      .map((path) => path.slice('src/features/'.length));
    expect(features.length).toBeGreaterThan(5);
    // The layout's entry for src/features, with its indented continuation lines.
    const layout = /^src\/features .*(?:\n {3,}.*)*/m.exec(read('README.md'))?.[0];
    const architecture = read('docs/architecture.md');
    for (const feature of features) {
      expect(layout, `README's layout names ${feature}`).toMatch(new RegExp(`\\b${feature}\\b`));
      expect(architecture, `architecture.md describes ${feature}`).toContain(`  - \`${feature}\`:`);
    }
  });
});

describe('the check itself (probes)', () => {
  const fixture = [
    '# A stale page',
    'The seed is in `mocks/db/seed.ts`; the handlers in [mocks/handlers/](../mocks/handlers/).',
    'Old notes said `mocks/db/no-such-seed.ts` and `src/lib/gone/`; run `npm run no-such-script`; [see](gone.md).',
    'Shortened names count when they end a real path: `db/seed.ts`, `seed-portal-data.ts`, `season-*.ts`.',
    'Not paths: `/login`, `text/plain`, `Asia/Kolkata`, `@tanstack/react-table`, `dist/sw.js`; a script: `npm test`.',
  ].join('\n');

  it('fails on a missing file, folder or script, and names where the doc says it', () => {
    const stale = staleReferences(referencesIn(fixture, 'docs/stale.md', checkout), checkout);
    expect(where(stale)).toEqual([
      "docs/stale.md:3 names the path 'mocks/db/no-such-seed.ts'",
      "docs/stale.md:3 names the path 'src/lib/gone/'",
      "docs/stale.md:3 names the path 'docs/gone.md'",
      "docs/stale.md:3 names the script 'no-such-script'",
    ]);
  });

  it('reads inline code, link targets and npm scripts, and leaves routes, media types and packages alone', () => {
    expect(
      referencesIn(fixture, 'docs/stale.md', checkout).map(({ kind, name }) => `${kind} ${name}`),
    ).toEqual([
      'path mocks/db/seed.ts',
      'path mocks/handlers/',
      'path mocks/db/no-such-seed.ts',
      'path src/lib/gone/',
      'path docs/gone.md',
      'script no-such-script',
      'path db/seed.ts',
      'path seed-portal-data.ts',
      'path season-*.ts',
      'script test',
    ]);
  });
});
