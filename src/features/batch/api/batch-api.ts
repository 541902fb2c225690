import { validate } from 'superstruct';
import { IDEMPOTENCY_HEADER } from '@/lib/api/api-base';
import {
  BatchRowsRefusalSchema,
  type BatchImportResult,
  type BatchQuery,
  type BatchRowsRefusal,
} from '@/lib/api/batch-contract';
import { BATCH_API } from '@/lib/api/batch-endpoints';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { callEndpoint } from '@/lib/api/client';
import { apiDownload, saveFile } from '@/lib/api/download';
import type { StudentRecord } from '@/lib/season/student-record';

export const listBatch = (query: BatchQuery) => callEndpoint(BATCH_API.batch, { query });

/** What an import call came to: done (or counted, when dry), or refused with each bad row's reasons. */
export type ImportAnswer = { ok: true; result: BatchImportResult } | { ok: false; refusal: BatchRowsRefusal };

/** A long import may take a while on a slow phone: more than the usual five seconds. */
const IMPORT_TIMEOUT_MS = 60_000;

/** The rows a 422 refusal names, when the error is one. */
function rowsRefusal(error: unknown): BatchRowsRefusal | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  return validate(error.body, BatchRowsRefusalSchema)[1];
}

/**
 * POST /college/batch/import. A 422 with rows is read as a refusal the screen shows row by row; other failures
 * reject with an ApiError as every call does. The key makes a retry after a lost answer import only once.
 */
export async function importBatch(
  records: StudentRecord[],
  { dryRun, idempotencyKey }: { dryRun: boolean; idempotencyKey?: string },
): Promise<ImportAnswer> {
  // Offline, nothing is sent (as the outbox does): the demo's mock answers even offline, a real server would not.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network');
  try {
    const result = await callEndpoint(BATCH_API.importBatch, {
      body: { records, dryRun },
      ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
      timeoutMs: IMPORT_TIMEOUT_MS,
    });
    return { ok: true, result };
  } catch (error) {
    const refusal = rowsRefusal(error);
    if (refusal) return { ok: false, refusal };
    throw error;
  }
}

export async function exportBatch(): Promise<void> {
  saveFile(await apiDownload(BATCH_API.exportBatch, {}, 'batch.csv'));
}
