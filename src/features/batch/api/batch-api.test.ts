import { describe, expect, it } from 'vitest';
import { AS } from '../../../../tests/support/sessions';
import type { ApiError } from '@/lib/api/api-error';
import type { StudentRecord } from '@/lib/season/student-record';
import { buildRecord } from '@/lib/season/test-records';
import { importBatch, listBatch } from './batch-api';

/** A sound record of its own roll number and e-mail. */
const record = (rollNumber: string, overrides: Partial<StudentRecord> = {}) =>
  buildRecord({ rollNumber, email: `${rollNumber.toLowerCase()}@batch.test`, ...overrides });

/** importBatch through the one client path (callEndpoint): its answers, its refusal with rows, its key. */
describe('importBatch', () => {
  it('counts a dry run, then imports once for one Idempotency-Key however often it is sent', async () => {
    await AS.tpo();
    const before = (await listBatch({})).total;
    const rows = [record('API1'), record('API2')];
    expect(await importBatch(rows, { dryRun: true })).toEqual({
      ok: true,
      result: { dryRun: true, created: 2, updated: 0, unchanged: 0, total: before + 2 },
    });
    const first = await importBatch(rows, { dryRun: false, idempotencyKey: 'batch-api-test-key' });
    const repeat = await importBatch([...rows, record('API3')], {
      dryRun: false,
      idempotencyKey: 'batch-api-test-key',
    });
    expect(first).toEqual({
      ok: true,
      result: { dryRun: false, created: 2, updated: 0, unchanged: 0, total: before + 2 },
    });
    // The repeat is answered with the first answer and imports nothing more.
    expect(repeat).toEqual(first);
    expect((await listBatch({})).total).toBe(before + 2);
  });

  it('reads a 422 with rows as a refusal the screen shows row by row', async () => {
    await AS.tpo();
    const answer = await importBatch([record('API4'), record('API5', { cgpa: 11 })], { dryRun: true });
    expect(answer).toEqual({
      ok: false,
      refusal: expect.objectContaining({
        code: 'batch_rows_invalid',
        rows: [
          {
            index: 1,
            rollNumber: 'API5',
            reasons: [expect.objectContaining({ code: 'cgpa_out_of_range', field: 'cgpa' })],
          },
        ],
      }),
    });
  });

  it('rejects any other failure with an ApiError, as every call does', async () => {
    await AS.student();
    await expect(importBatch([record('API6')], { dryRun: true })).rejects.toEqual(
      expect.objectContaining({ kind: 'http', status: 403 }) as ApiError,
    );
  });
});
