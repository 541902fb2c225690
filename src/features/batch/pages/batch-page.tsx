import { useState } from 'react';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { toast } from 'sonner';
import { exportBatch } from '../api/batch-api';
import { BatchImport } from '../components/batch-import';
import { BatchList } from '../components/batch-list';
import '../components/batch.css';

/** /college/batch: the graduating students' verified records — import, list, export. */
export default function BatchPage() {
  useDocumentTitle('Batch');
  const [version, setVersion] = useState(0);
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      await exportBatch();
    } catch (error) {
      toast.error(portalErrorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="batch-screen">
      <header className="batch-header">
        <div>
          <h1>Batch</h1>
          <p className="muted">
            Your graduating students’ academic records, verified by the placement cell. A student who
            registers with the same e-mail is linked to their record, and cannot change it.
          </p>
        </div>
        <Button variant="secondary" onClick={download} busy={exporting}>
          Export CSV
        </Button>
      </header>
      <BatchImport onImported={() => setVersion((count) => count + 1)} />
      <BatchList version={version} />
    </div>
  );
}
