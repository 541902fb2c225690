import { useDocumentTitle } from '@/lib/use-document-title';
import { PAGE_SUMMARIES } from '../content/page-summaries';

/** A public page: its title and summary (the full content comes with the public-site issue). */
export default function PublicPage({ path }: { path: string }) {
  const summary = PAGE_SUMMARIES[path] ?? { title: 'Page', description: '' };
  useDocumentTitle(summary.title, summary.description);
  return (
    <div className="page">
      <h1>{summary.title}</h1>
      <p className="muted">{summary.description}</p>
    </div>
  );
}
