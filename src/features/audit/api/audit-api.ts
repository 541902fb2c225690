/** The audit log's calls (src/lib/api/audit-endpoints.ts): thin wrappers for the screens. */
import type { AuditQuery } from '@/lib/api/audit-contract';
import { AUDIT_API } from '@/lib/api/audit-endpoints';
import { callEndpoint } from '@/lib/api/client';
import { apiDownload, saveFile } from '@/lib/api/download';

export const getAuditLog = (query: AuditQuery) => callEndpoint(AUDIT_API.auditLog, { query: { ...query } });

/** Saves every entry the filters keep as the CSV the server writes from the screen's cells. */
export async function exportAuditLog(query: AuditQuery): Promise<void> {
  const { page: _page, pageSize: _size, ...filter } = query;
  saveFile(await apiDownload(AUDIT_API.auditLogExport, {}, 'audit-log.csv', filter));
}

export const saveAuditSettings = (studentsSeeMemberNames: boolean) =>
  callEndpoint(AUDIT_API.updateAuditSettings, { body: { studentsSeeMemberNames } });

export const getStudentHistory = () => callEndpoint(AUDIT_API.studentHistory);
