import { BatchImportRequestSchema, BatchImportResultSchema, BatchPageSchema } from './batch-contract';
import { endpoint, fileEndpoint } from './endpoint';

/**
 * The batch calls (docs/api.md, 'Batch (proposed extension)'): one entry each, used by the client and the mock.
 * The list's query is checked by its handler with BatchQuerySchema; the import honours an Idempotency-Key.
 */
export const BATCH_API = {
  batch: endpoint({ method: 'GET', path: '/college/batch', response: BatchPageSchema }),
  importBatch: endpoint({
    method: 'POST',
    path: '/college/batch/import',
    body: { kind: 'json', schema: BatchImportRequestSchema },
    response: BatchImportResultSchema,
  }),
  exportBatch: fileEndpoint('/college/batch/export'),
};
