import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile, type DownloadedFile } from '@/lib/api/download';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { Button } from '@/ui/button';

interface DownloadButtonProps {
  download: () => Promise<DownloadedFile>;
  label: string;
  /** Said to screen readers after the label: whose file it is. */
  subject?: string;
  size?: 'normal' | 'small';
}

/** Fetches a file with the session and hands it to the browser; a failure shows as a toast. */
export function DownloadButton({ download, label, subject, size = 'small' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      saveFile(await download());
    } catch (error) {
      toast.error(portalErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size={size} onClick={run} busy={busy}>
      {busy ? 'Downloading...' : label}
      {subject && <span className="visually-hidden"> of {subject}</span>}
    </Button>
  );
}
