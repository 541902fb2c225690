/**
 * The batch (proposed extension, docs/api.md 'Batch'): the college's graduating students' academic records,
 * imported from a file, listed and exported. The client checks answers against these schemas and the mock backend
 * refuses requests that do not match them (400); the record rules (src/lib/season/record-rules.ts) then run on the
 * server too, and a row that breaks one is refused with its reasons (422, 'batch_rows_invalid').
 */
import type { Infer } from 'superstruct';
import {
  array,
  boolean,
  enums,
  integer,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type,
} from './schema-kit';
import { TEXT_MAX_LENGTH } from '../constants';
import { RECORD_FIELDS } from '../season/record-columns';
import { RECORD_RULE_CODES } from '../season/record-rules';
import { StudentRecordSchema } from '../api/student-record-contract';
import { pageOf } from './paging-contract';

/** The most rows one import may carry (a large university's graduating batch, with room to spare). */
export const BATCH_IMPORT_MAX_ROWS = 10_000;
/** Longer than any value a record holds: the rules, not the shape, say what is wrong with a long one. */
const CELL_MAX = 200;
const Cell = size(string(), 0, CELL_MAX);

/**
 * One record as the import sends it: typed, but with no ranges, so a CGPA of 11 reaches the rules and is refused
 * with its reason instead of a bare 400.
 */
export const ImportRecordSchema = object({
  rollNumber: Cell,
  name: Cell,
  email: Cell,
  programme: Cell,
  branch: Cell,
  graduationYear: number(),
  cgpa: number(),
  tenthPercent: number(),
  twelfthPercent: optional(number()),
  diplomaPercent: optional(number()),
  activeBacklogs: number(),
  totalBacklogs: number(),
});

export const BatchImportRequestSchema = object({
  records: size(array(ImportRecordSchema), 1, BATCH_IMPORT_MAX_ROWS),
  /** True: check and count only (the preview's new / updated / unchanged), nothing is saved. */
  dryRun: optional(boolean()),
});
export type BatchImportRequest = Infer<typeof BatchImportRequestSchema>;

/** What an import did (or, dry, would do): students added, changed and already the same; the batch's size after. */
export const BatchImportResultSchema = type({
  dryRun: boolean(),
  created: integer(),
  updated: integer(),
  unchanged: integer(),
  total: integer(),
});
export type BatchImportResult = Infer<typeof BatchImportResultSchema>;

export const RowReasonSchema = type({
  code: enums(RECORD_RULE_CODES),
  field: enums(RECORD_FIELDS),
  message: string(),
});

/** The 422 answer to an import with bad rows: each by its index in `records`, with every reason. */
export const BatchRowsRefusalSchema = type({
  message: string(),
  code: string(),
  rows: array(type({ index: integer(), rollNumber: string(), reasons: array(RowReasonSchema) })),
});
export type BatchRowsRefusal = Infer<typeof BatchRowsRefusalSchema>;

/** A student of the batch: the verified record, and whether a registered account is linked to it by e-mail. */
export const BatchStudentSchema = type({
  record: StudentRecordSchema,
  linked: boolean(),
});
export type BatchStudent = Infer<typeof BatchStudentSchema>;
export const BatchPageSchema = pageOf(BatchStudentSchema);

export const BATCH_SORTS = ['rollNumber', 'name', 'branch', 'cgpa', 'activeBacklogs'] as const;
export type BatchSort = (typeof BATCH_SORTS)[number];

/** Query of the batch list: a text search (roll number, name, e-mail), filters, the sort, the page. */
export const BatchQuerySchema = object({
  query: optional(size(string(), 0, TEXT_MAX_LENGTH.email)),
  branch: optional(string()),
  year: optional(pattern(string(), /^\d{4}$/)),
  linked: optional(enums(['yes', 'no'])),
  sort: optional(enums(BATCH_SORTS)),
  order: optional(enums(['asc', 'desc'])),
  page: optional(pattern(string(), /^[1-9]\d{0,3}$/)),
  pageSize: optional(pattern(string(), /^[1-9]\d?$/)),
});
export type BatchQuery = Infer<typeof BatchQuerySchema>;
