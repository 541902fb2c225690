import { useEffect } from 'react';
import { BRAND } from './brand';

/** Sets the tab title (and the meta description when given) for the current page. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | ${BRAND.name}`;
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
