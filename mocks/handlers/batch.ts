import { HttpResponse } from 'msw';
import { countText, plural } from '@/lib/count-text';
import { BATCH_IMPORT_MAX_ROWS, type BatchQuery, type BatchStudent } from '@/lib/api/batch-contract';
import { BATCH_API } from '@/lib/api/batch-endpoints';
import { recordsToCsv } from '@/lib/season/record-csv';
import {
  batchEmailReasons,
  duplicateReasons,
  recordReasons,
  type RowReason,
} from '@/lib/season/record-rules';
import type { StudentRecord } from '@/lib/season/student-record';
import { emailKey } from '@/lib/match-keys';
import { batchOf, mergeImport, registeredCandidateEmails } from '../db/batch-records';
import { mockStore } from '../db/store';
import { auditActor, recordImport } from '../season/audit-log';
import { memberReachesBranch } from '../season/member-scope';
import { COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { readLongListBody } from './http/bodies';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { paginate, textMatches } from './portal-views';

/** Every reason each row breaks (record rules, repeats within the import, e-mails other students keep). */
function rowsWithReasons(existing: readonly StudentRecord[], records: readonly StudentRecord[]) {
  const repeats = duplicateReasons(records);
  const taken = batchEmailReasons(existing, records);
  return records
    .map((record, index) => ({
      index,
      rollNumber: record.rollNumber,
      reasons: [
        ...recordReasons(record),
        ...(repeats.get(index) ?? []),
        ...(taken.get(index) ?? []),
      ] as RowReason[],
    }))
    .filter((row) => row.reasons.length > 0);
}

/**
 * POST /college/batch/import: every rule checked again; any bad row refuses the whole import (422 with each row's
 * reasons), so what the TPO confirmed is exactly what goes in. dryRun counts without saving. Idempotent by key.
 */
const importBatch = route(BATCH_API.importBatch, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  return idempotent(request, async () => {
    // Read a slice at a time: the demo's page, where the mock runs, stays responsive under 5,000 records.
    const { records, dryRun = false } = await readLongListBody(
      request,
      BATCH_API.importBatch,
      'records',
      BATCH_IMPORT_MAX_ROWS,
    );
    // The shape lets any text through as a branch or programme; the rules below refuse what is not one.
    const incoming = records as StudentRecord[];
    const state = await mockStore().read();
    const bad = rowsWithReasons(batchOf(state, account.id), incoming);
    if (bad.length > 0) {
      const count = `${countText(bad.length, 'row')} ${plural(bad.length, 'breaks', 'break')}`;
      return HttpResponse.json(
        { message: `Nothing was imported: ${count} the batch rules`, code: 'batch_rows_invalid', rows: bad },
        { status: 422 },
      );
    }
    const merged = dryRun
      ? mergeImport(batchOf(state, account.id), incoming)
      : await mockStore().update((current) => {
          const result = mergeImport(batchOf(current, account.id), incoming);
          current.studentRecords[account.id] = result.records;
          recordImport(current, account.id, auditActor(current, account), result);
          return result;
        });
    const { created, updated, unchanged, records: after } = merged;
    return HttpResponse.json({ dryRun, created, updated, unchanged, total: after.length });
  });
});

const SORTS: Record<NonNullable<BatchQuery['sort']>, (a: StudentRecord, b: StudentRecord) => number> = {
  rollNumber: (a, b) => a.rollNumber.localeCompare(b.rollNumber, 'en', { numeric: true }),
  name: (a, b) => a.name.localeCompare(b.name),
  branch: (a, b) => a.branch.localeCompare(b.branch),
  cgpa: (a, b) => a.cgpa - b.cgpa,
  activeBacklogs: (a, b) => a.activeBacklogs - b.activeBacklogs,
};

/** GET /college/batch: the signed-in college's batch, searched, filtered, sorted and paged here. */
const list = route(BATCH_API.batch, async ({ request, cookies }) => {
  const { account, member } = await requireAccount(cookies, COLLEGES_ONLY);
  const query = parseQuery(request, BATCH_API.batch);
  const state = await mockStore().read();
  const registered = registeredCandidateEmails(state);
  const compare = SORTS[query.sort ?? 'rollNumber'];
  const direction = query.order === 'desc' ? -1 : 1;
  const students: BatchStudent[] = batchOf(state, account.id)
    .map((record) => ({ record, linked: registered.has(emailKey(record.email)) }))
    .filter(
      ({ record, linked }) =>
        (!query.branch || record.branch === query.branch) &&
        memberReachesBranch(member, record.branch) &&
        (!query.year || record.graduationYear === Number(query.year)) &&
        (!query.linked || linked === (query.linked === 'yes')) &&
        textMatches(query.query, record.rollNumber, record.name, record.email),
    )
    .sort((a, b) => direction * compare(a.record, b.record) || SORTS.rollNumber(a.record, b.record));
  return HttpResponse.json(paginate(students, query));
});

/** GET /college/batch/export: the whole batch as CSV (UTF-8 with BOM), by roll number. */
const exportBatch = route(BATCH_API.exportBatch, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const state = await mockStore().read();
  const records = [...batchOf(state, account.id)].sort(SORTS.rollNumber);
  return new HttpResponse(recordsToCsv(records), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="batch.csv"',
    },
  });
});

export const batchHandlers = [list, importBatch, exportBatch];
