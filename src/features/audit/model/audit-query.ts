import type { AuditQuery } from '@/lib/api/audit-contract';
import { AUDIT_ACTION_VALUES, type AuditAction } from '@/lib/season/audit';
import { pageParam } from '@/lib/search-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_NAMES = ['person', 'student', 'drive', 'action', 'from', 'to'] as const;

/** The log's filters and page from the URL; what the server would refuse is left out. */
export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'action') {
      if ((AUDIT_ACTION_VALUES as string[]).includes(value)) query.action = value as AuditAction;
    } else if (name === 'from' || name === 'to') {
      if (DAY.test(value)) query[name] = value;
    } else query[name] = value;
  }
  const page = pageParam(params);
  return page > 1 ? { ...query, page: String(page) } : query;
}
