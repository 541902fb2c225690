import type { BatchImportResult, BatchRowsRefusal } from '@/lib/api/batch-contract';
import type { BatchPreview, PreviewRow } from '@/lib/season/record-csv';
import type { StudentRecord } from '@/lib/season/student-record';
import type { ReadProgress } from './read-batch-file';

/** Where the import is: no file, reading one, its preview (and the server's counts), or done. */
export type ImportState =
  | { step: 'choose'; error?: string }
  | { step: 'reading'; fileName: string; progress: ReadProgress }
  | {
      step: 'preview';
      fileName: string;
      text: string;
      preview: BatchPreview;
      /** The server's dry run: new / updated / unchanged; 'unknown' when it could not be asked (offline). */
      counts?: BatchImportResult | 'unknown';
      sending?: boolean;
      /** Why the last import did not happen (offline, refused): the preview stays for another try. */
      problem?: string;
      /** One key per confirmed preview: a retry after a lost answer imports once. */
      idempotencyKey: string;
    }
  | { step: 'done'; fileName: string; result: BatchImportResult; skipped: number };

export const goodRows = (rows: readonly PreviewRow[]) => rows.filter((row) => row.reasons.length === 0);
export const badRows = (rows: readonly PreviewRow[]) => rows.filter((row) => row.reasons.length > 0);

/** The good rows' records, in file order: what an import sends. */
export const recordsOf = (rows: readonly PreviewRow[]) => rows.map((row) => row.candidate as StudentRecord);

/**
 * The preview with the server's reasons added to the rows it refused. `sent` are the rows the call carried, in
 * order: the refusal names them by index.
 */
export function withServerReasons(
  preview: BatchPreview,
  sent: readonly PreviewRow[],
  refusal: BatchRowsRefusal,
): BatchPreview {
  const extra = new Map(refusal.rows.map((row) => [sent[row.index]?.row, row.reasons]));
  return {
    ...preview,
    rows: preview.rows.map((row) => {
      const reasons = extra.get(row.row);
      return reasons ? { ...row, reasons: [...row.reasons, ...reasons] } : row;
    }),
  };
}
