/**
 * The batch in the mock database: each college's graduating students' records (state.studentRecords, by the
 * college's account id), how an import merges into it, and how a registered student is linked to a record by
 * e-mail (`verifiedRecordOf`, which the season's `studentLink` reads).
 */
import { RECORD_FIELDS } from '@/lib/season/record-columns';
import type { StudentRecord } from '@/lib/season/student-record';
import { isCandidateType } from '@/lib/user-types';
import { emailKey, rollKey } from '@/lib/match-keys';
import type { MockAccount, MockState } from './state';

export function batchOf(state: MockState, collegeAccountId: string): StudentRecord[] {
  return state.studentRecords[collegeAccountId] ?? [];
}

/** The record a registered account is linked to (by any of its e-mails), with the college that holds it. */
export function verifiedRecordOf(
  state: MockState,
  account: Pick<MockAccount, 'emails'>,
): { collegeAccountId: string; record: StudentRecord } | undefined {
  const emails = new Set(account.emails.map(emailKey));
  for (const [collegeAccountId, records] of Object.entries(state.studentRecords)) {
    const record = records.find((candidate) => emails.has(emailKey(candidate.email)));
    if (record) return { collegeAccountId, record };
  }
  return undefined;
}

/** The e-mails of registered candidate accounts: a record with one of them is linked. */
export function registeredCandidateEmails(state: MockState): Set<string> {
  return new Set(
    state.accounts
      .filter((account) => isCandidateType(account.type))
      .flatMap((account) => account.emails.map(emailKey)),
  );
}

const sameRecord = (a: StudentRecord, b: StudentRecord) =>
  RECORD_FIELDS.every((field) => a[field] === b[field]);

export interface MergedBatch {
  records: StudentRecord[];
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * The batch after an import: a record whose roll number is already there replaces it in place (the file's roll
 * number spelling kept), a new one is added at the end. Never two records for one roll number.
 */
export function mergeImport(
  existing: readonly StudentRecord[],
  incoming: readonly StudentRecord[],
): MergedBatch {
  const records = [...existing];
  const position = new Map(records.map((record, index) => [rollKey(record.rollNumber), index]));
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const record of incoming) {
    const index = position.get(rollKey(record.rollNumber));
    if (index === undefined) {
      position.set(rollKey(record.rollNumber), records.length);
      records.push(record);
      created += 1;
    } else if (sameRecord(records[index]!, record)) unchanged += 1;
    else {
      records[index] = record;
      updated += 1;
    }
  }
  return { records, created, updated, unchanged };
}
