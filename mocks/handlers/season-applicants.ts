import { HttpResponse } from 'msw';
import type { ApplicantQuery } from '@/lib/api/applicant-contract';
import { APPLICANT_API } from '@/lib/api/applicant-endpoints';
import { applicantMatcher } from '@/lib/season/applicant-filter';
import type { StudentRecord } from '@/lib/season/student-record';
import type { Actor } from '@/lib/season/state-machine';
import type { MockDrive, MockDriveApplication } from '../db/season-state';
import type { Member } from '../db/members';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { correctionLifts } from '../season/season-actions';
import { companySees } from '../season/round-applicants';
import { recordIndex } from '../season/season-lookup';
import { contactsFor, memberReachesBranch } from '../season/member-scope';
import { applicantView } from '../season/season-views';
import { RECRUITERS_ONLY, recruiterOf, settleSeason, sortedBy } from './season-access';
import { parseQuery, requireAccount } from './access';
import { route } from './http/route';

const APPLICANT_PAGE_SIZE = 50;

type Row = { application: MockDriveApplication; record: StudentRecord };

const SORT_KEYS: Record<NonNullable<ApplicantQuery['sort']>, (row: Row) => string | number> = {
  name: (row) => row.record.name.toLowerCase(),
  rollNumber: (row) => row.record.rollNumber,
  cgpa: (row) => row.record.cgpa,
  branch: (row) => row.record.branch.toLowerCase(),
  appliedAt: (row) => row.application.appliedAt,
  roundReached: (row) => row.application.roundReached,
};

const LIVE_OFFER = new Set(['issued', 'accepted']);

/**
 * The drive's applicants with their verified records, filtered (src/lib/season/applicant-filter.ts, the rule a
 * results preview counts the publisher's view with) and sorted as asked, on the records themselves (the answer's
 * rows are built only for the page sent). A company sees only those its list shows it (round-applicants.ts);
 * withdrawn applications are left out for everyone.
 */
function matchingApplicants(
  state: MockState,
  drive: MockDrive,
  actor: Actor,
  query: ApplicantQuery,
  member: Member | undefined,
  sorted = true,
): Row[] {
  const records = recordIndex(state, drive.collegeId);
  const matches = applicantMatcher(query);
  const withOffer =
    query.offer === 'none'
      ? new Set(
          state.offers
            .filter((offer) => offer.driveId === drive.id && LIVE_OFFER.has(offer.state))
            .map((offer) => offer.applicationId),
        )
      : undefined;
  const rows: Row[] = [];
  for (const application of state.driveApplications) {
    if (application.driveId !== drive.id || application.state === 'withdrawn') continue;
    const record = records.get(application.rollNumber);
    if (!record || !matches(record, application) || withOffer?.has(application.id)) continue;
    if (actor === 'company' && !companySees(drive, application, record)) continue;
    if (!memberReachesBranch(member, record.branch)) continue;
    rows.push({ application, record });
  }
  return sorted ? sortedBy(rows, SORT_KEYS[query.sort ?? 'name'], query.dir ?? 'asc') : rows;
}

/** GET /drives/:id/applicants: one page of the applicants table (up to 500 rows). */
const applicants = route(APPLICANT_API.driveApplicants, async ({ request, params, cookies }) => {
  const { account, member } = await requireAccount(cookies, RECRUITERS_ONLY);
  const query = parseQuery(request, APPLICANT_API.driveApplicants);
  await settleSeason();
  const state = await mockStore().read();
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  const rows = matchingApplicants(state, found.drive, found.actor, query, member);
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? APPLICANT_PAGE_SIZE);
  const start = (page - 1) * pageSize;
  const items = rows.slice(start, start + pageSize).map(({ application, record }) => ({
    ...contactsFor(member, applicantView(state, found.drive, application, record)),
    // Only the placement cell learns of a student's block (the correction screen says it lifts).
    ...(found.actor === 'tpo' && correctionLifts(state, application) ? { correctingLiftsBlock: true } : {}),
  }));
  return HttpResponse.json({ items, total: rows.length, page, pageSize });
});

/** GET /drives/:id/applicant-keys: every roll number the filters match, for "select all filtered". */
const applicantKeys = route(APPLICANT_API.applicantKeys, async ({ request, params, cookies }) => {
  const { account, member } = await requireAccount(cookies, RECRUITERS_ONLY);
  const query = parseQuery(request, APPLICANT_API.applicantKeys);
  const state = await mockStore().read();
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  // A set of keys has no order: not sorting 3,000 names saves the page a main-thread task.
  const rows = matchingApplicants(state, found.drive, found.actor, query, member, false);
  return HttpResponse.json({ rollNumbers: rows.map((row) => row.record.rollNumber), total: rows.length });
});

export const seasonApplicantHandlers = [applicants, applicantKeys];
