import {
  BatchImportRequestSchema,
  BatchImportResultSchema,
  BatchPageSchema,
  BatchQuerySchema,
} from './batch-contract';
import { endpoint, fileEndpoint } from './endpoint';

const COLLEGES = ['college'] as const;

/**
 * The batch calls (docs/api.md, 'Batch (proposed extension)'): one entry each, used by the client and the mock.
 * The list's query is checked against the entry's `query` schema; the import honours an Idempotency-Key.
 */
export const BATCH_API = {
  batch: endpoint({
    method: 'GET',
    path: '/college/batch',
    summary: "The college's graduating students, searched, filtered, sorted and paged.",
    query: BatchQuerySchema,
    response: BatchPageSchema,
    access: COLLEGES,
  }),
  importBatch: endpoint({
    method: 'POST',
    path: '/college/batch/import',
    summary:
      'Imports academic records (or, dry, counts what an import would do); any bad row refuses them all.',
    body: { kind: 'json', schema: BatchImportRequestSchema },
    response: BatchImportResultSchema,
    access: COLLEGES,
    idempotent: true,
    errors: [
      {
        status: 422,
        code: 'batch_rows_invalid',
        when: 'a row breaks a record rule (each bad row with its reasons in `rows`)',
      },
    ],
  }),
  exportBatch: fileEndpoint('/college/batch/export', {
    summary: 'The batch as a CSV file.',
    access: COLLEGES,
  }),
};
