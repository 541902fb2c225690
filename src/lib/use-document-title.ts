import { useEffect } from 'react';
import { BRAND } from './brand';

export interface DocumentHead {
  title?: string;
  description?: string;
}

/** While a page is prerendered, where its title and description go (the browser sets them in an effect). */
let prerenderHead: DocumentHead | null = null;

export function collectDocumentHead(head: DocumentHead | null): void {
  prerenderHead = head;
}

const fullTitle = (title: string) => `${title} | ${BRAND.name}`;

function noteForPrerender(title: string, description: string | undefined) {
  if (!prerenderHead) return;
  prerenderHead.title = fullTitle(title);
  if (description) prerenderHead.description = description;
}

/** Sets the tab title (and the meta description when given) for the current page. */
export function useDocumentTitle(title: string, description?: string) {
  if (import.meta.env.SSR) noteForPrerender(title, description);
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
