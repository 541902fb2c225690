import {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  AuditSettingsSchema,
  StudentHistorySchema,
} from './audit-contract';
import { endpoint, fileEndpoint } from './endpoint';
import { COLLEGES, STUDENTS } from './season-endpoint-parts';

/**
 * The audit log's calls (docs/api.md, 'Audit log'): the officer's log, filtered and paged on the server, its CSV
 * (the same filters, the screen's cells), the college's setting for students, and a student's own history. No call
 * edits or deletes an entry: the log is appended to by the decisions themselves.
 */
export const AUDIT_API = {
  auditLog: endpoint({
    method: 'GET',
    path: '/college/season/audit',
    summary:
      'The decisions of the season, signed; filtered by person, student, drive, action and date, paged.',
    query: AuditQuerySchema,
    response: AuditPageSchema,
    access: COLLEGES,
  }),
  auditLogExport: fileEndpoint('/college/season/audit/export', {
    summary: 'The audit log with the same filters, as a CSV file whose rows are the screen’s.',
    query: AuditExportQuerySchema,
    access: COLLEGES,
  }),
  updateAuditSettings: endpoint({
    method: 'PUT',
    path: '/college/season/audit/settings',
    summary: "Whether students read the member's name beside the role in their history (default: off).",
    body: { kind: 'json', schema: AuditSettingsSchema },
    response: AuditSettingsSchema,
    access: COLLEGES,
  }),
  studentHistory: endpoint({
    method: 'GET',
    path: '/student/season/history',
    summary: 'The decisions about the signed-in student, newest first, with the role of who made each.',
    response: StudentHistorySchema,
    access: STUDENTS,
  }),
};
