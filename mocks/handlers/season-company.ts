import { HttpResponse } from 'msw';
import { DRIVE_API } from '@/lib/api/drive-endpoints';
import { randomId } from '../db/crypto';
import type { MockDrive } from '../db/season-state';
import { mockStore } from '../db/store';
import { auditActor, recordDriveDecision } from '../season/audit-log';
import { moveDrive, notify } from '../season/season-actions';
import { collegeTimeZoneOf } from '../season/season-lookup';
import { driveDetail } from '../season/season-views';
import { COMPANIES_ONLY, parseQuery, requireAccount } from './access';
import { ownJob } from './company-jobs';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { companyNameOf, paginate, textMatches } from './portal-views';
import { invalidTransition, recruiterOf, sortedBy } from './season-access';
import { deadlineProblem, driveFields, drivesPage, roundOrderProblem } from './season-drive-fields';

/** GET /company/season/colleges: the colleges on the portal a company may propose a drive to, by name, paged. */
const colleges = route(DRIVE_API.seasonColleges, async ({ request, cookies }) => {
  await requireAccount(cookies, COMPANIES_ONLY);
  const query = parseQuery(request, DRIVE_API.seasonColleges);
  const state = await mockStore().read();
  const list = state.accounts
    .filter((account) => account.type === 'college')
    .map((account) => ({
      id: account.id,
      name: account.collegeName ?? account.name,
      timeZone: collegeTimeZoneOf(state, account.id),
    }))
    .filter((college) => textMatches(query.query, college.name));
  return HttpResponse.json(
    paginate(
      sortedBy(list, (college) => college.name),
      query,
    ),
  );
});

/** GET /company/drives: the company's drives at every college, filtered, sorted and paged. */
const companyDrives = route(DRIVE_API.companyDrives, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const query = parseQuery(request, DRIVE_API.companyDrives);
  return drivesPage(query, (drive) => drive.companyId === account.id);
});

/** POST /company/drives: proposes a drive from one of the company's jobs; the college's TPO approves it. */
const propose = route(DRIVE_API.proposeDrive, async ({ request, cookies }) => {
  const { account, session } = await requireAccount(cookies, COMPANIES_ONLY);
  return idempotent(request, async () => {
    const input = await readBody(request, DRIVE_API.proposeDrive);
    const problem = deadlineProblem(input);
    if (problem) return problem;
    return mockStore().update((state) => {
      const job = ownJob(state, input.jobId, account.id);
      if (job instanceof Response) return job;
      const college = state.accounts.find(
        (entry) => entry.id === input.collegeId && entry.type === 'college',
      );
      if (!college) return errorResponse(404, 'No such college', 'not_found');
      const outOfOrder = roundOrderProblem(state, input, college.id);
      if (outOfOrder) return outOfOrder;
      const now = new Date().toISOString();
      const drive: MockDrive = {
        id: `drv-${randomId(6)}`,
        collegeId: college.id,
        companyId: account.id,
        companyName: companyNameOf(state, account.id),
        jobId: job.id,
        ...driveFields({
          ...input,
          description: input.description ?? job.description,
          role: input.role ?? job.role,
        }),
        state: 'proposed',
        proposedBy: 'company',
        createdAt: now,
        updatedAt: now,
      };
      state.drives.push(drive);
      recordDriveDecision(state, auditActor(state, account, session.email), drive, {
        action: 'drive-created',
      });
      notify(
        state,
        college.id,
        'drive-proposed',
        `Drive proposed: ${drive.companyName}`,
        `${drive.companyName} proposes '${drive.title}'. Review its rules and approve it.`,
        { driveId: drive.id },
      );
      return HttpResponse.json({ drive: driveDetail(state, drive) }, { status: 201 });
    });
  });
});

/** PATCH /company/drives/:id/state: the company withdraws its proposal (the machine allows nothing else). */
const setProposalState = route(DRIVE_API.setProposalState, async ({ request, params, cookies }) => {
  const { account, session } = await requireAccount(cookies, COMPANIES_ONLY);
  const { state: to } = await readBody(request, DRIVE_API.setProposalState);
  return mockStore().update((state) => {
    const found = recruiterOf(state, params.id, account);
    if (found instanceof Response) return found;
    const from = found.drive.state;
    const refusal = moveDrive(state, found.drive, to, 'company', new Date().toISOString());
    if (refusal) return invalidTransition(refusal);
    const signer = auditActor(state, account, session.email);
    recordDriveDecision(state, signer, found.drive, { action: 'drive-state-changed', from });
    return HttpResponse.json({ drive: driveDetail(state, found.drive) });
  });
});

export const seasonCompanyHandlers = [colleges, companyDrives, propose, setProposalState];
