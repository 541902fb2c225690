/**
 * The season's audit log (docs/api.md, 'Audit log'; the calls are in audit-endpoints.ts): every decision about a
 * student's season, signed, filtered and paged for the placement officer, and each student's own history. The
 * vocabulary and the words are src/lib/season/audit.ts.
 */
import type { Infer } from 'superstruct';
import { array, boolean, enums, integer, object, optional, pattern, size, string, type } from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { AUDIT_ACTION_VALUES, AUDIT_ROLES } from '../season/audit';
import { PageParam, PageSizeParam } from './paging-contract';

const AuditSignerSchema = type({ id: string(), name: string(), role: enums(AUDIT_ROLES) });

const AuditSubjectSchema = type({
  rollNumber: string(),
  name: optional(string()),
  before: optional(string()),
  after: optional(string()),
});

const AuditDriveSchema = type({ id: string(), title: string() });

const ENTRY_FIELDS = {
  id: string(),
  /** ISO instant. */
  at: string(),
  action: enums(AUDIT_ACTION_VALUES),
  students: array(AuditSubjectSchema),
  drive: optional(AuditDriveSchema),
  before: optional(string()),
  after: optional(string()),
  reason: optional(string()),
};

/** One decision: who (member and role), when, what (before → after) and why. */
export const AuditEntrySchema = type({ ...ENTRY_FIELDS, by: AuditSignerSchema });

/** A calendar day at the college (YYYY-MM-DD). */
const DayParam = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/**
 * The filters: `person` (a signer's id from `people`), `student` (a roll number, or part of a name), `drive` (a
 * drive id from `drives`), `action`, and `from`/`to` (days at the college, both included).
 */
const FILTERS = {
  person: optional(size(string(), 1, MAX.shortText)),
  student: optional(size(string(), 1, MAX.shortText)),
  drive: optional(size(string(), 1, MAX.shortText)),
  action: optional(enums(AUDIT_ACTION_VALUES)),
  from: optional(DayParam),
  to: optional(DayParam),
};
export const AuditExportQuerySchema = object(FILTERS);
export const AuditQuerySchema = object({
  ...FILTERS,
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type AuditQuery = Infer<typeof AuditQuerySchema>;

/**
 * A page of the log, newest first, with what the filters can choose from (everyone who signed, every drive named)
 * and the college's zone (the times are shown there) and its setting for students.
 */
export const AuditPageSchema = type({
  items: array(AuditEntrySchema),
  total: integer(),
  page: integer(),
  pageSize: integer(),
  people: array(AuditSignerSchema),
  drives: array(AuditDriveSchema),
  timeZone: string(),
  studentsSeeMemberNames: boolean(),
});
export type AuditPage = Infer<typeof AuditPageSchema>;

/** Whether students read the member's name beside the role in their history (off: the role only). */
export const AuditSettingsSchema = object({ studentsSeeMemberNames: boolean() });
export type AuditSettings = Infer<typeof AuditSettingsSchema>;

/** A decision as the student it concerns reads it: the member's name only when the college shows names. */
export const StudentHistoryEntrySchema = type({
  ...ENTRY_FIELDS,
  by: type({ name: optional(string()), role: enums(AUDIT_ROLES) }),
});

/** The decisions about the signed-in student, newest first. */
export const StudentHistorySchema = type({ items: array(StudentHistoryEntrySchema), timeZone: string() });
export type StudentHistory = Infer<typeof StudentHistorySchema>;
