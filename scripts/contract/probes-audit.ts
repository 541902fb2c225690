/**
 * contract:check's calls of the audit log (AUDIT_API): the officer's log and its CSV with filters, the college's
 * setting for students (sent as it is, so nothing changes), and the student's own history.
 */
import { refusedQueryProbe } from './probe-helpers';
import type { Probe } from './probe-types';

export const AUDIT_PROBES: readonly Probe[] = [
  {
    endpoint: 'auditLog',
    sent: 'first page',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'auditLog',
    sent: 'action=opted-out, from a day',
    as: 'college',
    request: () => ({ query: { action: 'opted-out', from: '2026-01-01', pageSize: '5' } }),
    expect: { status: 200 },
  },
  refusedQueryProbe('auditLog', { action: 'deleted' }, 'college'),
  {
    endpoint: 'auditLogExport',
    sent: 'action=blocked',
    as: 'college',
    request: () => ({ query: { action: 'blocked' } }),
    expect: { status: 200 },
  },
  {
    endpoint: 'updateAuditSettings',
    sent: 'names hidden (the default)',
    as: 'college',
    write: true,
    request: () => ({ json: { studentsSeeMemberNames: false } }),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentHistory',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
];
