/**
 * The files and npm scripts the README and docs/ name, and which of them no longer exist: a renamed file or a
 * removed script then fails `npm test` instead of misleading the next reader. Names are read from inline code
 * (`mocks/db/seed.ts`), link targets ([api](docs/api.md), relative to the document) and `npm run <script>`.
 */
import { posix } from 'node:path';

/** One name a document uses, where it stands (1-based line). */
export interface DocReference {
  doc: string;
  line: number;
  kind: 'path' | 'script';
  /** As written; for a link, resolved from the document's folder ('docs/api.md' from README.md). */
  name: string;
  /** A link target names one exact path; inline code may shorten one (see pathExists). */
  exact: boolean;
}

/** What the checkout holds: every file and folder (repo-relative, '/'-separated) and the npm scripts. */
export interface Checkout {
  paths: readonly string[];
  scripts: ReadonlySet<string>;
}

/** Endings that make a word a file name even without a folder ('state-rows.ts'). */
const FILE_ENDING = /\.(?:ts|tsx|mts|js|mjs|cjs|json|md|css|html|tsv|csv|ya?ml|svg|png|txt|webmanifest)$/;
/** Only path characters: letters, digits, '.', '_', '-', '/', '*' (a glob). */
const PATH_CHARACTERS = /^[\w.*/-]+$/;
/**
 * What the builds write, not the checkout: the output folders and the files made in them (the service worker, the
 * prerendered pages), named where docs describe a build.
 */
const BUILD_OUTPUT = /^(?:dist(?:-demo)?\/|[\w/-]+\.html$|sw\.js$|mockServiceWorker\.js$)/;

const INLINE_CODE = /\x60([^\x60\n]+)\x60/g; // \x60 is the backtick
const LINK_TARGET = /\]\(([^)\s]+)\)/g;
const NPM_SCRIPT = /\bnpm (?:run (?<run>[\w:.-]+)|(?<alias>test|start)\b)/g;

/**
 * The path a word of inline code names, if it is one: a file name ('state-rows.ts'), a folder ('mocks/handlers/')
 * or a path from a top-level folder of the checkout ('src/lib/report'; '@/' is the src alias). Other words with a
 * slash are not: routes ('/login'), media types ('text/plain'), time zones ('Asia/Kolkata'), packages
 * ('@tanstack/react-table'), lint rules ('boundaries/dependencies').
 */
function codePath(word: string, topLevel: ReadonlySet<string>): string | undefined {
  const name = word.replace(/^@\//, 'src/');
  if (!PATH_CHARACTERS.test(name) || /^[/.]/.test(name) || BUILD_OUTPUT.test(name)) return undefined;
  const isPath = FILE_ENDING.test(name) || name.endsWith('/') || topLevel.has(name.split('/')[0]!);
  return isPath && /[a-z]/i.test(name) ? name : undefined;
}

/** The repo path a relative link target of `doc` names, if it names a file of the checkout at all. */
function linkPath(target: string, doc: string): string | undefined {
  if (/^[a-z]+:/i.test(target) || target.startsWith('#') || target.startsWith('/')) return undefined;
  const path = posix.normalize(posix.join(posix.dirname(doc), target.replace(/#.*$/, '')));
  return BUILD_OUTPUT.test(path) ? undefined : path;
}

/** Every file path and npm script `text` (the document `doc`) names, in order. */
export function referencesIn(text: string, doc: string, checkout: Checkout): DocReference[] {
  const topLevel = new Set(checkout.paths.filter((path) => !path.includes('/')));
  const found: DocReference[] = [];
  text.split('\n').forEach((content, index) => {
    const at = { doc, line: index + 1, kind: 'path' } as const;
    for (const [, word] of content.matchAll(INLINE_CODE)) {
      const name = codePath(word!.trim(), topLevel);
      if (name) found.push({ ...at, name, exact: false });
    }
    for (const [, target] of content.matchAll(LINK_TARGET)) {
      const name = linkPath(target!, doc);
      if (name) found.push({ ...at, name, exact: true });
    }
    for (const match of content.matchAll(NPM_SCRIPT))
      found.push({ ...at, kind: 'script', name: match.groups!.run ?? match.groups!.alias!, exact: true });
  });
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the checkout has the path. Inline code may shorten a path to the part that is clear where it stands
 * ('shared/registration-form.tsx' in the registration section), so it is found when it ends a real path at a
 * folder boundary; '*' stands for any part of one file or folder name.
 */
function pathExists({ name, exact }: DocReference, paths: readonly string[]): boolean {
  const wanted = escapeRegExp(name.replace(/\/$/, '')).replaceAll('*', '[^/]*');
  const pattern = new RegExp(exact ? `^${wanted}$` : `(?:^|/)${wanted}$`);
  return paths.some((path) => pattern.test(path));
}

/** The references whose file or script the checkout lacks. */
export function staleReferences(references: readonly DocReference[], checkout: Checkout): DocReference[] {
  return references.filter((reference) =>
    reference.kind === 'script'
      ? !checkout.scripts.has(reference.name)
      : !pathExists(reference, checkout.paths),
  );
}
