/**
 * What contract:check sends, call by call, and what the contract says must come back, in the order the calls run:
 * the lists are by resource in probes-*.ts. Ids are taken from earlier answers (the first job listed, the
 * company's own job), so the check works on any server's data, not only the mock's; a later list may use what an
 * earlier one remembered (the batch's first student, the season's drives). Calls that change data run only with
 * --write (docs/api.md, 'contract:check').
 */
import type { Probe } from './probe-types';
import { AUDIT_PROBES } from './probes-audit';
import { COMPANY_JOB_PROBES } from './probes-company-jobs';
import { CANDIDATE_DASHBOARD_PROBES, COLLEGE_DASHBOARD_PROBES } from './probes-dashboards';
import { MEMBER_PROBES } from './probes-members';
import { PUBLIC_PROBES } from './probes-public';
import { BATCH_AND_REPORT_PROBES } from './probes-report';
import { SEASON_COLLEGE_PROBES } from './probes-season-college';
import { SEASON_COMPANY_PROBES } from './probes-season-company';
import { NOTIFICATION_PROBES, SEASON_STUDENT_PROBES } from './probes-season-student';

/** Calls without a session: public reads and the refusals anyone can provoke. */
export const ANONYMOUS_PROBES: readonly Probe[] = PUBLIC_PROBES;

/** Calls signed in as each kind of account (each account runs its own, in this order). */
export const SIGNED_IN_PROBES: readonly Probe[] = [
  ...CANDIDATE_DASHBOARD_PROBES,
  ...COMPANY_JOB_PROBES,
  ...COLLEGE_DASHBOARD_PROBES,
  ...BATCH_AND_REPORT_PROBES,
  ...SEASON_STUDENT_PROBES,
  ...SEASON_COMPANY_PROBES,
  ...SEASON_COLLEGE_PROBES,
  ...AUDIT_PROBES,
  ...NOTIFICATION_PROBES,
  ...MEMBER_PROBES,
];
