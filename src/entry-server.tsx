/**
 * The prerenderer's entry (built for Node by scripts/vite/prerender-plugin.ts): renders a page of the app to HTML
 * ahead of time, as a visitor who is not signed in sees it before any data arrives.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { collectDocumentHead, type DocumentHead } from '@/lib/use-document-title';
import { Root } from './app/root';

export { PRERENDERED_PAGES, prerenderedFileOf } from './app/prerender/prerendered-pages';

export interface RenderedPage {
  html: string;
  head: DocumentHead;
}

async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<Root ssrPath={path} />, {
    // React moves a large part (over this many bytes) out of line, to be put in place by an inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => void errors.push(error),
  });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  // React would leave a failed part for the browser to render; a build must fail instead.
  if (errors.length) throw errors[0];
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The page's HTML, whole: every lazily loaded part in place, no loading spinners. The first pass loads the lazy
 * modules; React streams parts that had to wait with inline scripts that move them into place, which the
 * Content-Security-Policy would block. The second pass finds every module loaded and waits for nothing.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const head: DocumentHead = {};
  await renderOnce(path);
  collectDocumentHead(head);
  try {
    return { html: await renderOnce(path), head };
  } finally {
    collectDocumentHead(null);
  }
}
