import { validate } from 'superstruct';
import {
  BatchImportResultSchema,
  BatchRowsRefusalSchema,
  type BatchImportResult,
  type BatchQuery,
  type BatchRowsRefusal,
} from '@/lib/api/batch-contract';
import { BATCH_API } from '@/lib/api/batch-endpoints';
import { ApiError } from '@/lib/api/api-error';
import { callEndpoint, httpError, sendRequest } from '@/lib/api/client';
import { apiDownload, saveFile } from '@/lib/api/download';
import { pathOf } from '@/lib/api/endpoint';
import type { StudentRecord } from '@/lib/season/student-record';

export const listBatch = (query: BatchQuery) => callEndpoint(BATCH_API.batch, { query });

/** What an import call came to: done (or counted, when dry), or refused with each bad row's reasons. */
export type ImportAnswer = { ok: true; result: BatchImportResult } | { ok: false; refusal: BatchRowsRefusal };

/** A long import may take a while on a slow phone: more than the usual five seconds. */
const IMPORT_TIMEOUT_MS = 60_000;

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
  const response = await sendRequest(
    pathOf(BATCH_API.importBatch),
    {
      method: BATCH_API.importBatch.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify({ records, dryRun }),
    },
    IMPORT_TIMEOUT_MS,
  );
  if (response.status === 422) {
    const [, refusal] = validate(
      await response
        .clone()
        .json()
        .catch(() => undefined),
      BatchRowsRefusalSchema,
    );
    if (refusal) return { ok: false, refusal };
  }
  if (!response.ok) throw await httpError(response);
  const [error, result] = validate(await response.json().catch(() => undefined), BatchImportResultSchema);
  if (error) throw new ApiError('invalid-response', { status: response.status, cause: error });
  return { ok: true, result };
}

export async function exportBatch(): Promise<void> {
  saveFile(await apiDownload(BATCH_API.exportBatch, {}, 'batch.csv'));
}
