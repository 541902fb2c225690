import { HttpResponse } from 'msw';
import { DRIVE_API } from '@/lib/api/drive-endpoints';
import { driveOpenedNotice } from '@/lib/season/drive-notice';
import { describeEligibilitySummary, summarizeEligibility } from '@/lib/season/eligibility';
import { batchOf } from '../db/batch-records';
import {
  changedParts,
  describeDriveChanged,
  driveChangedSince,
  nextVersion,
} from '@/lib/season/drive-version';
import { randomId } from '../db/crypto';
import type { MockDrive } from '../db/season-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { auditActor, recordDriveDecision } from '../season/audit-log';
import { moveDrive, notify } from '../season/season-actions';
import { accountOfRecord, collegeTimeZoneOf, driveTier, recordIndex } from '../season/season-lookup';
import { eligibilityReasons } from '@/lib/season/eligibility';
import {
  describeDriveEditReason,
  DRIVE_EDITABLE_STATES,
  driveEditProblems,
  isDriveEditable,
} from '@/lib/season/drive-edit';
import { ctcTotal } from '@/lib/season/money';
import type { StudentRecord } from '@/lib/season/student-record';
import { driveDetail } from '../season/season-views';
import { COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { idempotent } from './http/idempotency';
import { route } from './http/route';
import { invalidTransition, recruiterOf, settleSeason } from './season-access';
import { deadlineProblem, driveFields, drivesPage, roundOrderProblem } from './season-drive-fields';

/** Tells the registered, eligible students of the college that a drive opened, and until when (its time, named). */
function announceDrive(state: MockState, drive: MockDrive): void {
  const notice = driveOpenedNotice(drive, collegeTimeZoneOf(state, drive.collegeId));
  for (const record of batchOf(state, drive.collegeId)) {
    if (eligibilityReasons(record, drive.rules).length) continue;
    const account = accountOfRecord(state, record);
    notify(state, account?.id, 'drive-published', notice.title, notice.text, { driveId: drive.id });
  }
}

/** GET /college/drives: the college's drives, filtered, sorted and paged. */
const collegeDrives = route(DRIVE_API.collegeDrives, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const query = parseQuery(request, DRIVE_API.collegeDrives);
  return drivesPage(query, (drive) => drive.collegeId === account.id);
});

/** POST /college/drives: a drive for a registered company or one that sent its job by e-mail. */
const createDrive = route(DRIVE_API.createDrive, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  return idempotent(request, async () => {
    const input = await readBody(request, DRIVE_API.createDrive);
    const problem = deadlineProblem(input);
    if (problem) return problem;
    return mockStore().update((state) => {
      const outOfOrder = roundOrderProblem(state, input, account.id);
      if (outOfOrder) return outOfOrder;
      const company = input.companyId
        ? state.accounts.find((entry) => entry.id === input.companyId && entry.type === 'company')
        : undefined;
      if (input.companyId && !company) return errorResponse(404, 'No such company', 'not_found');
      const now = new Date().toISOString();
      const drive: MockDrive = {
        id: `drv-${randomId(6)}`,
        collegeId: account.id,
        ...(company ? { companyId: company.id } : {}),
        companyName: company?.companyName ?? input.companyName?.trim() ?? 'Company',
        ...driveFields(input),
        state: 'draft',
        proposedBy: 'tpo',
        createdAt: now,
        updatedAt: now,
      };
      state.drives.push(drive);
      if (input.publish) {
        moveDrive(state, drive, 'open', 'tpo', now);
        announceDrive(state, drive);
      }
      recordDriveDecision(state, auditActor(state, account), drive, { action: 'drive-created' });
      return HttpResponse.json({ drive: driveDetail(state, drive) }, { status: 201 });
    });
  });
});

/** POST /college/drives/eligibility-preview: how the batch fares against the rules being edited. */
const preview = route(DRIVE_API.eligibilityPreview, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const rules = await readBody(request, DRIVE_API.eligibilityPreview);
  const summary = summarizeEligibility(batchOf(await mockStore().read(), account.id), rules);
  return HttpResponse.json({ ...summary, text: describeEligibilitySummary(summary, rules) });
});

/** The records of the students whose applications to the drive stand (withdrawn ones apply afresh). */
function applicantRecords(state: MockState, drive: MockDrive): StudentRecord[] {
  const records = recordIndex(state, drive.collegeId);
  return state.driveApplications.flatMap((application) => {
    const record =
      application.driveId === drive.id && application.state !== 'withdrawn'
        ? records.get(application.rollNumber)
        : undefined;
    return record ? [record] : [];
  });
}

/**
 * PUT /college/drives/:id: the TPO edits the drive's terms before its rounds start. What students applied to
 * stays (src/lib/season/drive-edit.ts): refused with 409 'terms_locked' and the reasons otherwise.
 */
const updateDrive = route(DRIVE_API.updateDrive, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { baseVersion, ...input } = await readBody(request, DRIVE_API.updateDrive);
  const problem = deadlineProblem(input);
  if (problem) return problem;
  await settleSeason();
  return mockStore().update((state) => {
    const found = recruiterOf(state, params.id, account);
    if (found instanceof Response) return found;
    const { drive } = found;
    const outOfOrder = roundOrderProblem(state, input, drive.collegeId);
    if (outOfOrder) return outOfOrder;
    const changedSince = driveChangedSince(drive, baseVersion);
    if (changedSince)
      return errorResponse(409, describeDriveChanged(changedSince), 'drive_changed', [changedSince]);
    if (!isDriveEditable(drive.state))
      return errorResponse(
        409,
        `This drive is ${drive.state}: its terms can no longer change`,
        'drive_closed',
        [{ rule: 'driveState', value: drive.state, allowed: [...DRIVE_EDITABLE_STATES] }],
      );
    const reasons = driveEditProblems(drive, input, applicantRecords(state, drive));
    if (reasons.length)
      return errorResponse(409, reasons.map(describeDriveEditReason).join('; '), 'terms_locked', reasons);
    const totalChanged = ctcTotal(drive.ctc) !== ctcTotal(input.ctc);
    const before = { ...drive };
    Object.assign(drive, driveFields(input, drive.rounds), { updatedAt: new Date().toISOString() });
    const parts = changedParts(before, drive);
    nextVersion(drive, parts);
    recordDriveDecision(state, auditActor(state, account), drive, { action: 'drive-edited', parts });
    // An open drive's tier was fixed when it opened; a new CTC (allowed only while nobody applied) fixes it again.
    if (drive.state === 'open' && totalChanged) {
      const { tier, policyVersion } = driveTier(state, { ...drive, tier: undefined });
      Object.assign(drive, { tier, tierPolicyVersion: policyVersion });
    }
    return HttpResponse.json({ drive: driveDetail(state, drive) });
  });
});

/** PATCH /college/drives/:id/state: approve, decline, publish, close applications, close, cancel. */
const setDriveState = route(DRIVE_API.setDriveState, async ({ request, params, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { state: to } = await readBody(request, DRIVE_API.setDriveState);
  await settleSeason();
  return mockStore().update((state) => {
    const found = recruiterOf(state, params.id, account);
    if (found instanceof Response) return found;
    const { drive } = found;
    const from = drive.state;
    const refusal = moveDrive(state, drive, to, 'tpo', new Date().toISOString());
    if (refusal) return invalidTransition(refusal);
    if (to === 'open') announceDrive(state, drive);
    recordDriveDecision(state, auditActor(state, account), drive, { action: 'drive-state-changed', from });
    if (from === 'proposed' && drive.companyId) {
      const approved = to === 'open';
      notify(
        state,
        drive.companyId,
        approved ? 'drive-approved' : 'drive-declined',
        approved ? 'Drive approved' : 'Drive declined',
        `${account.collegeName ?? 'The college'} ${approved ? 'approved' : 'declined'} your drive '${drive.title}'.`,
        { driveId: drive.id },
      );
    }
    return HttpResponse.json({ drive: driveDetail(state, drive) });
  });
});

/** GET /drives/:id: the drive with its rules and rounds, for its TPO or its company. */
const drive = route(DRIVE_API.drive, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, ['college', 'company']);
  await settleSeason();
  const state = await mockStore().read();
  const found = recruiterOf(state, params.id, account);
  if (found instanceof Response) return found;
  return HttpResponse.json({ drive: driveDetail(state, found.drive) });
});

export const seasonDriveHandlers = [collegeDrives, createDrive, preview, updateDrive, setDriveState, drive];
