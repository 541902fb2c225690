import { useMay } from '@/features/auth/public';
import { useState } from 'react';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { toast } from 'sonner';
import { exportBatch } from '../api/batch-api';
import { BatchImport } from '../components/batch-import';
import { BatchList } from '../components/batch-list';
import '../components/batch.css';

/** /college/batch: the graduating students' verified records — import, list, export. */
export default function BatchPage() {
  const [version, setVersion] = useState(0);
  const mayImport = useMay('batch.manage');
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
    <div className="screen batch-screen">
      <ScreenHeader
        title="Batch"
        intro="Your graduating students’ academic records, verified by the placement cell. A student who registers with the same e-mail is linked to their record, and cannot change it."
        actions={
          <Button variant="secondary" onClick={download} busy={exporting}>
            Export CSV
          </Button>
        }
      />
      {mayImport && <BatchImport onImported={() => setVersion((count) => count + 1)} />}
      <BatchList version={version} />
    </div>
  );
}
