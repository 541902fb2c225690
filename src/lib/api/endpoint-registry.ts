import * as applicantContract from './applicant-contract';
import { APPLICANT_API } from './applicant-endpoints';
import * as auditContract from './audit-contract';
import { AUDIT_API } from './audit-endpoints';
import * as batchContract from './batch-contract';
import { BATCH_API } from './batch-endpoints';
import * as collegeSeasonContract from './college-season-contract';
import { COLLEGE_SEASON_API } from './college-season-endpoints';
import * as contractFields from './contract-fields';
import * as driveContract from './drive-contract';
import { DRIVE_API } from './drive-endpoints';
import type { AnyEndpoint } from './endpoint';
import * as errorBody from './error-body';
import * as jobsContract from './jobs-contract';
import * as memberContract from './member-contract';
import { MEMBER_API } from './member-endpoints';
import { JOBS_API } from './jobs-endpoints';
import * as notificationContract from './notification-contract';
import { NOTIFICATION_API } from './notification-endpoints';
import * as offerContract from './offer-contract';
import { OFFER_API } from './offer-endpoints';
import * as pagingContract from './paging-contract';
import * as policyContract from './policy-contract';
import * as portalContract from './portal-contract';
import { PORTAL_API } from './portal-endpoints';
import * as profileContract from './profile-contract';
import { PROFILE_API } from './profile-endpoints';
import * as registrationContract from './registration-contract';
import { REGISTRATION_API } from './registration-endpoints';
import * as reportContract from './report-contract';
import { REPORT_API } from './report-endpoints';
import { ROUND_API } from './round-endpoints';
import * as seasonFields from './season-fields';
import * as seasonReasonsContract from './season-reasons-contract';
import * as sessionContract from './session-contract';
import { SESSION_API } from './session-endpoints';
import * as studentSeasonContract from './student-season-contract';
import { STUDENT_SEASON_API } from './student-season-endpoints';

type EndpointTable = Record<string, AnyEndpoint>;

/** One heading's endpoints from the tables of its areas; a name used twice is refused (it is the operationId). */
function joinTables(...tables: EndpointTable[]): EndpointTable {
  const joined: EndpointTable = {};
  for (const table of tables)
    for (const [name, endpoint] of Object.entries(table)) {
      if (name in joined) throw new Error(`Two endpoints are called '${name}': names must be unique`);
      joined[name] = endpoint;
    }
  return joined;
}

/**
 * Every endpoint the API has, by the heading it gets in the OpenAPI document (docs/openapi.json). The client loads
 * each area's table only where it calls it (a public page never loads the season's); this list, read only by the
 * contract scripts and tests, joins them. A new table is one entry here: the document, its lint, the replay test
 * and contract:check all read this list, and a test fails when an endpoint has no check (docs/api.md, 'Adding an
 * endpoint').
 */
export const ENDPOINT_TABLES: readonly {
  tag: string;
  description: string;
  endpoints: EndpointTable;
}[] = [
  {
    tag: 'Spec',
    description: 'The calls of spec section 7.',
    endpoints: joinTables(SESSION_API, REGISTRATION_API),
  },
  {
    tag: 'Dashboards',
    description: 'Proposed extension: dashboards and Job Pulse.',
    endpoints: joinTables(JOBS_API, PORTAL_API),
  },
  {
    tag: 'Season',
    description: 'Proposed extension: the placement season.',
    endpoints: joinTables(
      COLLEGE_SEASON_API,
      DRIVE_API,
      APPLICANT_API,
      ROUND_API,
      OFFER_API,
      STUDENT_SEASON_API,
      PROFILE_API,
      NOTIFICATION_API,
      AUDIT_API,
    ),
  },
  { tag: 'Batch', description: "Proposed extension: the college's graduating batch.", endpoints: BATCH_API },
  { tag: 'Report', description: 'Proposed extension: the placement report.', endpoints: REPORT_API },
  {
    tag: 'Committee',
    description: "Proposed extension: a college's committee and a company's team, with roles.",
    endpoints: MEMBER_API,
  },
];

/**
 * Modules whose exported `…Schema` shapes get a name of their own in the document (components/schemas), so a
 * shape used by several calls is written once there. A shape not exported from one of these is written inline.
 */
export const SCHEMA_MODULES: readonly Record<string, unknown>[] = [
  contractFields,
  errorBody,
  sessionContract,
  registrationContract,
  pagingContract,
  jobsContract,
  portalContract,
  seasonFields,
  seasonReasonsContract,
  policyContract,
  driveContract,
  applicantContract,
  offerContract,
  studentSeasonContract,
  notificationContract,
  profileContract,
  collegeSeasonContract,
  auditContract,
  batchContract,
  reportContract,
  memberContract,
];
