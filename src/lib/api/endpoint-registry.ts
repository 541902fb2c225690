import * as batchContract from './batch-contract';
import { BATCH_API } from './batch-endpoints';
import * as contract from './contract';
import type { AnyEndpoint } from './endpoint';
import { API } from './endpoints';
import * as portalContract from './portal-contract';
import { PORTAL_API } from './portal-endpoints';
import * as reportContract from './report-contract';
import { REPORT_API } from './report-endpoints';
import * as seasonContract from './season-contract';
import * as seasonContractPeople from './season-contract-people';
import { SEASON_API } from './season-endpoints';

/**
 * Every table of endpoints the API has, with the heading it gets in the OpenAPI document (docs/openapi.json). A new
 * table (a season's calls, say) is one line here: the document, its lint, the replay test and contract:check all
 * read this list, and a test fails when a table's endpoint has no check (docs/api.md, 'Adding an endpoint').
 */
export const ENDPOINT_TABLES: readonly {
  tag: string;
  description: string;
  endpoints: Record<string, AnyEndpoint>;
}[] = [
  { tag: 'Spec', description: 'The calls of spec section 7.', endpoints: API },
  { tag: 'Dashboards', description: 'Proposed extension: dashboards and Job Pulse.', endpoints: PORTAL_API },
  { tag: 'Season', description: 'Proposed extension: the placement season.', endpoints: SEASON_API },
  { tag: 'Batch', description: "Proposed extension: the college's graduating batch.", endpoints: BATCH_API },
  { tag: 'Report', description: 'Proposed extension: the placement report.', endpoints: REPORT_API },
];

/**
 * Modules whose exported `…Schema` shapes get a name of their own in the document (components/schemas), so a
 * shape used by several calls is written once there. A shape not exported from one of these is written inline.
 */
export const SCHEMA_MODULES: readonly Record<string, unknown>[] = [
  contract,
  portalContract,
  seasonContract,
  seasonContractPeople,
  batchContract,
  reportContract,
];
