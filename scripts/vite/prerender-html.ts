import type { DocumentHead } from '../../src/lib/use-document-title';
import { entryKeyOf, staticClosure, type Manifest } from './build-manifest.ts';

/**
 * Every style sheet a page needs when it first paints: the entry's, then its route module's, then those of the
 * lazily loaded parts its markup holds (in import order).
 */
export function pageStylesOf(
  manifest: Manifest,
  pageKey: string,
  partKeys: readonly string[] = [],
): string[] {
  const chunks = [entryKeyOf(manifest), pageKey, ...partKeys].flatMap((key) => [
    ...staticClosure(manifest, key),
  ]);
  return [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))];
}

export interface InlineStyle {
  /** The style sheet's path in the build, kept on the element so a reader can tell where the rules came from. */
  file: string;
  css: string;
}

export interface PrerenderInput {
  path: string;
  /** The page's markup, as React rendered it. */
  body: string;
  head: DocumentHead;
  styles: InlineStyle[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The app shell has no ${what}`);
  return html.replace(pattern, () => replacement);
}

function styleElement({ file, css }: InlineStyle): string {
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
  return `<style data-file="/${file}">${css}</style>`;
}

/**
 * A prerendered page: the built app shell (index.html, with its Content-Security-Policy and entry script) with the
 * page's title, description, styles and markup. What a phone on a slow link needs to paint the page is this one
 * file: the styles are inlined in place of the shell's style link, and no code is preloaded (the code follows and
 * hydrates the page). The markup must hold no script: the policy forbids inline
 * scripts, and a prerendered page that needed one would break.
 */
export function prerenderedHtml(shell: string, { path, body, head, styles }: PrerenderInput): string {
  if (/<script\b/i.test(body)) throw new Error(`The prerendered markup of ${path} contains a script`);
  // React puts resource hints (an image preload) first in its output; they belong in the head.
  const hints = /^(?:<link\b[^>]*>)*/.exec(body)?.[0] ?? '';
  const markup = body.slice(hints.length);
  let html = shell.replace(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '');
  if (head.title)
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`, 'title');
  if (head.description)
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      'description',
    );
  html = replaceOnce(html, /<\/head>/, `${hints}${styles.map(styleElement).join('')}</head>`, '</head>');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(path)}">${markup}</div>`,
    'empty #root',
  );
}
