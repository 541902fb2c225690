import { useDocumentTitle } from '@/lib/use-document-title';

export default function JobPage({ id }: { id: string }) {
  useDocumentTitle('Job details');
  return (
    <div className="page">
      <h1>Job details</h1>
      <p className="muted">Job reference {id}.</p>
    </div>
  );
}
