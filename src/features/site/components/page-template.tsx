import { lazy } from 'react';
import type { PageContent } from '../content/types';
import { ArticleTemplate } from './article-template';
import { InfoTemplate } from './info-template';
import { RoleTemplate } from './role-template';

const CatalogueTemplate = lazy(() =>
  import('./catalogue-template').then((module) => ({ default: module.CatalogueTemplate })),
);

/** Picks the template for a page's content. */
export function PageTemplate({ content, title }: { content: PageContent; title: string }) {
  switch (content.template) {
    case 'article':
      return <ArticleTemplate content={content} title={title} />;
    case 'role':
      return <RoleTemplate content={content} title={title} />;
    case 'info':
      return <InfoTemplate content={content} title={title} />;
    case 'catalogue':
      return <CatalogueTemplate content={content} title={title} />;
  }
}
