import { HttpResponse } from 'msw';
import {
  ApplicantQuerySchema,
  type ApplicantQuery,
  type DriveApplicant,
} from '@/lib/api/season-contract-people';
import { SEASON_API } from '@/lib/api/season-endpoints';
import type { Actor } from '@/lib/season/state-machine';
import type { MockDrive } from '../db/season-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { recordIndex } from '../season/season-lookup';
import { applicantView } from '../season/season-views';
import { RECRUITERS_ONLY, compareBy, recruiterOf, settleSeason } from './season-access';
import { parseQuery, requireAccount } from './access';
import { textMatches } from './portal-views';
import { route } from './http';

const APPLICANT_PAGE_SIZE = 50;

/**
 * The drive's applicants with their verified records, filtered and sorted as asked. A company sees only those
 * eligible now; withdrawn applications are left out for everyone.
 */
export function driveApplicants(
  state: MockState,
  drive: MockDrive,
  actor: Actor,
  query: ApplicantQuery,
): DriveApplicant[] {
  const records = recordIndex(state, drive.collegeId);
  const minCgpa = query.minCgpa === undefined ? undefined : Number(query.minCgpa);
  const round = query.round === undefined ? undefined : Number(query.round);
  const rows: DriveApplicant[] = [];
  for (const application of state.driveApplications) {
    if (application.driveId !== drive.id || application.state === 'withdrawn') continue;
    const record = records.get(application.rollNumber);
    if (!record) continue;
    const row = applicantView(state, drive, application, record);
    if (actor === 'company' && !row.eligibleNow) continue;
    if (query.branch && row.branch !== query.branch) continue;
    if (query.state && row.state !== query.state) continue;
    if (round !== undefined && row.roundReached < round) continue;
    if (minCgpa !== undefined && row.cgpa < minCgpa) continue;
    if (query.backlogs === 'none' && row.activeBacklogs > 0) continue;
    if (!textMatches(query.query, row.name, row.rollNumber, row.email)) continue;
    rows.push(row);
  }
  const sort = query.sort ?? 'name';
  const key = (row: DriveApplicant): string | number =>
    sort === 'name' || sort === 'branch' ? row[sort].toLowerCase() : row[sort];
  return rows.sort(compareBy(key, query.dir ?? 'asc'));
}

/** GET /drives/:id/applicants: one page of the applicants table (up to 500 rows). */
const applicants = route(SEASON_API.applicants, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, RECRUITERS_ONLY);
  const query = parseQuery(request, ApplicantQuerySchema);
  await settleSeason();
  const state = await mockStore().read();
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  const rows = driveApplicants(state, found.drive, found.actor, query);
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? APPLICANT_PAGE_SIZE);
  const start = (page - 1) * pageSize;
  return HttpResponse.json({
    items: rows.slice(start, start + pageSize),
    total: rows.length,
    page,
    pageSize,
  });
});

/** GET /drives/:id/applicant-keys: every roll number the filters match, for "select all filtered". */
const applicantKeys = route(SEASON_API.applicantKeys, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, RECRUITERS_ONLY);
  const query = parseQuery(request, ApplicantQuerySchema);
  const state = await mockStore().read();
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  const rows = driveApplicants(state, found.drive, found.actor, query);
  return HttpResponse.json({ rollNumbers: rows.map((row) => row.rollNumber), total: rows.length });
});

export const seasonApplicantHandlers = [applicants, applicantKeys];
