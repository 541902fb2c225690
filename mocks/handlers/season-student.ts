import { HttpResponse } from 'msw';
import type { StudentDrive } from '@/lib/api/student-season-contract';
import { STUDENT_SEASON_API } from '@/lib/api/student-season-endpoints';
import {
  decideEligibility,
  describeReason,
  isPolicyReason,
  type EligibilityDecision,
} from '@/lib/season/decision';
import { applyRefusal, withdrawRefusal } from '@/lib/season/application-window';
import { ACTIVE_APPLICATION_STATES } from '@/lib/season/machines';
import { STUDENT_VISIBLE_DRIVE_STATES } from '@/lib/season/phases';
import { EMPTY_STANDING } from '@/lib/season/policy';
import { rollKey } from '@/lib/match-keys';
import { randomId } from '../db/crypto';
import type { MockDrive, MockDriveApplication } from '../db/season-state';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { moveApplication } from '../season/season-actions';
import {
  collegeTimeZoneOf,
  currentPolicy,
  driveTier,
  standingOf,
  type StudentLink,
} from '../season/season-lookup';
import { applicantCounts, driveSummary, studentApplicationView } from '../season/season-views';
import { parseQuery } from './access';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { paginate, textMatches } from './portal-views';
import { driveNotFound, invalidTransition, requireStudent } from './season-access';

const studentSees = (state: MockDrive['state']) => STUDENT_VISIBLE_DRIVE_STATES.includes(state);

/** The student's decision for a drive now: its rules against their record, then the policy. */
function decisionFor(state: MockState, link: StudentLink, drive: MockDrive): EligibilityDecision {
  return decideEligibility({
    record: link.record,
    rules: drive.rules,
    policy: currentPolicy(state, link.collegeId),
    standing: link.record ? standingOf(state, link.collegeId, link.record.rollNumber) : EMPTY_STANDING,
    driveTier: driveTier(state, drive).tier,
    at: new Date().toISOString(),
  });
}

function applicationOf(
  state: MockState,
  link: StudentLink,
  driveId: string,
): MockDriveApplication | undefined {
  if (!link.record) return undefined;
  const roll = rollKey(link.record.rollNumber);
  return state.driveApplications.find((entry) => entry.driveId === driveId && entry.rollNumber === roll);
}

function visibleDrive(
  state: MockState,
  link: StudentLink | undefined,
  driveId: unknown,
): MockDrive | undefined {
  return state.drives.find(
    (drive) => drive.id === driveId && drive.collegeId === link?.collegeId && studentSees(drive.state),
  );
}

/** GET /student/drives: the drives at the student's college, open ones first, soonest deadline first. */
const drives = route(STUDENT_SEASON_API.studentDrives, async ({ request, cookies }) => {
  const { link, state } = await requireStudent(cookies);
  const query = parseQuery(request, STUDENT_SEASON_API.studentDrives);
  if (!link) return HttpResponse.json(paginate([], query));
  const counts = applicantCounts(state);
  const rows: StudentDrive[] = state.drives
    .filter((drive) => drive.collegeId === link.collegeId && studentSees(drive.state))
    .filter((drive) => textMatches(query.query, drive.title, drive.companyName, drive.location))
    .sort(
      (a, b) =>
        Number(b.state === 'open') - Number(a.state === 'open') || a.deadline.localeCompare(b.deadline),
    )
    .map((drive) => {
      const application = applicationOf(state, link, drive.id);
      return {
        drive: driveSummary(state, drive, counts),
        decision: decisionFor(state, link, drive),
        ...(application && application.state !== 'withdrawn'
          ? {
              application: {
                id: application.id,
                state: application.state,
                roundReached: application.roundReached,
                appliedAt: application.appliedAt,
              },
            }
          : {}),
      };
    })
    .filter((row) => query.show !== 'eligible' || row.decision.eligible)
    .filter((row) => query.show !== 'applied' || row.application);
  return HttpResponse.json(paginate(rows, query));
});

/** GET /student/drives/:id: one drive with the student's decision and application. */
const drive = route(STUDENT_SEASON_API.studentDrive, async ({ params, cookies }) => {
  const { link, state } = await requireStudent(cookies);
  const found = visibleDrive(state, link, params.id);
  if (!found || !link) return driveNotFound();
  const application = applicationOf(state, link, found.id);
  const view = application && studentApplicationView(state, application);
  return HttpResponse.json({
    drive: driveSummary(state, found),
    decision: decisionFor(state, link, found),
    ...(view ? { application: view } : {}),
  });
});

/** POST /student/drives/:id/apply: refused with the reasons when the rules or the policy say no. */
const apply = route(STUDENT_SEASON_API.applyToDrive, async ({ params, cookies }) => {
  const { account, link } = await requireStudent(cookies);
  return mockStore().update((state) => {
    const found = visibleDrive(state, link, params.id);
    if (!found || !link) return driveNotFound();
    const closed = applyRefusal(found, Date.now());
    if (closed)
      return errorResponse(
        409,
        closed.code === 'deadline_passed'
          ? "This drive's application deadline has passed"
          : 'This drive does not take applications',
        closed.code,
        closed.reasons,
      );
    const existing = applicationOf(state, link, found.id);
    if (existing && existing.state !== 'withdrawn')
      return errorResponse(409, 'You have already applied to this drive', 'already_applied', [
        { rule: 'alreadyApplied', state: existing.state, appliedAt: existing.appliedAt },
      ]);
    const decision = decisionFor(state, link, found);
    if (!decision.eligible) {
      const policyOnly = decision.reasons.every(isPolicyReason);
      const zone = collegeTimeZoneOf(state, found.collegeId);
      const message = decision.reasons.map((reason) => describeReason(reason, zone)).join('; ');
      return errorResponse(422, message, policyOnly ? 'policy_blocked' : 'ineligible', decision.reasons);
    }
    if (existing) state.driveApplications.splice(state.driveApplications.indexOf(existing), 1);
    const now = new Date().toISOString();
    const application: MockDriveApplication = {
      id: `app-${randomId(6)}`,
      driveId: found.id,
      collegeId: link.collegeId,
      rollNumber: rollKey(link.record!.rollNumber),
      candidateId: account.id,
      state: 'applied',
      roundReached: 0,
      decision,
      appliedAt: now,
      updatedAt: now,
    };
    state.driveApplications.push(application);
    return HttpResponse.json({ application: studentApplicationView(state, application) }, { status: 201 });
  });
});

/** POST /student/drives/:id/withdraw: until the deadline. */
const withdraw = route(STUDENT_SEASON_API.withdrawFromDrive, async ({ params, cookies }) => {
  const { link } = await requireStudent(cookies);
  return mockStore().update((state) => {
    const found = visibleDrive(state, link, params.id);
    const application = found && link ? applicationOf(state, link, found.id) : undefined;
    if (!found || !application) return errorResponse(404, 'You have not applied to this drive', 'not_found');
    const closed = withdrawRefusal(found, Date.now());
    if (closed)
      return errorResponse(
        409,
        "This drive's deadline has passed: applications can no longer be withdrawn",
        closed.code,
        closed.reasons,
      );
    const refusal = moveApplication(application, 'withdrawn', 'student', new Date().toISOString());
    if (refusal) return invalidTransition(refusal);
    return HttpResponse.json({ application: studentApplicationView(state, application) });
  });
});

/** GET /student/applications: a page of the student's applications with their round timelines, newest first. */
const applications = route(STUDENT_SEASON_API.studentApplications, async ({ request, cookies }) => {
  const { link, state } = await requireStudent(cookies);
  const query = parseQuery(request, STUDENT_SEASON_API.studentApplications);
  const roll = link?.record && rollKey(link.record.rollNumber);
  const own = state.driveApplications
    .filter((entry) => roll && entry.collegeId === link.collegeId && entry.rollNumber === roll)
    .filter((entry) => !query.active || ACTIVE_APPLICATION_STATES.includes(entry.state))
    .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  const page = paginate(own, query);
  const counts = applicantCounts(state);
  const items = page.items.flatMap((entry) => studentApplicationView(state, entry, counts) ?? []);
  return HttpResponse.json({ ...page, items });
});

export const seasonStudentHandlers = [drives, drive, apply, withdraw, applications];
