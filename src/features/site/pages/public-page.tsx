import { Suspense, use } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageSpinner } from '@/ui/spinner';
import { PageTemplate } from '../components/page-template';
import { CONTENT_LOADERS, hasContent, type ContentPath } from '../content/content-loaders';
import { isPublicPath, PAGE_SUMMARIES, type PageSummary } from '../content/page-summaries';
import type { PageContent } from '../content/types';
import '../components/site-content.css';

const UNKNOWN_PAGE: PageSummary = { title: 'Page', description: '' };

/** One promise per page, so re-renders (and React's `use`) see the same load; a failed load may be retried. */
const loads = new Map<ContentPath, Promise<PageContent>>();
function loadContent(path: ContentPath): Promise<PageContent> {
  let load = loads.get(path);
  if (!load) {
    load = CONTENT_LOADERS[path]().catch((error: unknown) => {
      loads.delete(path);
      throw error;
    });
    loads.set(path, load);
  }
  return load;
}

/** A public page: its title and description at once, its content as soon as the page's own chunk arrives. */
export default function PublicPage({ path }: { path: string }) {
  const summary = isPublicPath(path) ? PAGE_SUMMARIES[path] : UNKNOWN_PAGE;
  useDocumentTitle(summary.title, summary.description);
  if (!hasContent(path)) {
    // Every public path routed here has content; anything else is a routing mistake shown plainly.
    return (
      <div className="page">
        <h1>{summary.title}</h1>
      </div>
    );
  }
  return (
    <Suspense fallback={<PageSpinner message="Loading..." />}>
      <ContentPage path={path} title={summary.title} />
    </Suspense>
  );
}

function ContentPage({ path, title }: { path: ContentPath; title: string }) {
  const content = use(loadContent(path));
  return <PageTemplate content={content} title={title} />;
}
