import { HttpResponse } from 'msw';
import type { SeasonSummary } from '@/lib/api/college-season-contract';
import { COLLEGE_SEASON_API } from '@/lib/api/college-season-endpoints';
import { outcomeOf } from '@/lib/report/outcome';
import type { ReportStudent } from '@/lib/report/report-input';
import { DRIVE_STATES } from '@/lib/season/machines';
import { ctcTotal } from '@/lib/season/money';
import { describePolicy, nextPolicyVersion } from '@/lib/season/policy';
import { describePolicyChanged, policyChangedSince } from '@/lib/season/policy-version';
import { seasonOfferFigures } from '@/lib/report/offer-figures';
import type { StudentRecord } from '@/lib/season/student-record';
import { rollKey } from '@/lib/match-keys';
import type { MockState } from '../db/state';
import { mockStore } from '../db/store';
import { seasonBatchStudents } from '../report/report-students';
import { seasonFiguresOf } from '../report/season-figures';
import { auditActor, recordEnrolmentChange, recordPolicyChange } from '../season/audit-log';
import { takeEnrolmentStep } from '../season/enrolment-steps';
import {
  accountOfRecord,
  collegeTimeZoneOf,
  currentPolicy,
  enrolmentChangesOf,
  policyHistory,
  recordByRoll,
} from '../season/season-lookup';
import { applicantCounts, offerView, standingView, studentApplicationView } from '../season/season-views';
import { outsideBranches, memberReachesBranch } from '../season/member-scope';
import type { Member } from '../db/members';
import { COLLEGES_ONLY, requireAccount } from './access';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { invalidTransition, settleSeason } from './season-access';

function policyAnswer(state: MockState, collegeId: string) {
  const history = policyHistory(state, collegeId);
  const policy = history[history.length - 1]!;
  return {
    policy,
    description: describePolicy(policy),
    history: history.slice(0, -1),
    timeZone: collegeTimeZoneOf(state, collegeId),
  };
}

/** GET /college/season/policy */
const policy = route(COLLEGE_SEASON_API.policy, async ({ cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  return HttpResponse.json(policyAnswer(await mockStore().read(), account.id));
});

/**
 * PUT /college/season/policy: a new version; decisions already made keep the version they were made under. A save
 * made on an older version than the current one is refused with what changed since (409 policy_changed).
 */
const updatePolicy = route(COLLEGE_SEASON_API.updatePolicy, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COLLEGES_ONLY);
  const { baseVersion, ...settings } = await readBody(request, COLLEGE_SEASON_API.updatePolicy);
  return mockStore().update((state) => {
    const history = policyHistory(state, account.id);
    const changedSince = policyChangedSince(history, baseVersion);
    if (changedSince)
      return errorResponse(409, describePolicyChanged(changedSince), 'policy_changed', [changedSince]);
    const next = nextPolicyVersion(history[history.length - 1]!, settings, new Date().toISOString());
    state.seasonPolicies[account.id] = [...history, next];
    recordPolicyChange(state, account.id, auditActor(state, account), history[history.length - 1]!, next);
    return HttpResponse.json(policyAnswer(state, account.id));
  });
});

/** The season at a glance: drives by state, the batch in figures (as on the overview and the report), offers by tier. */
function seasonSummary(state: MockState, collegeId: string, member: Member | undefined): SeasonSummary {
  const drives = state.drives.filter((drive) => drive.collegeId === collegeId);
  // A department coordinator's offers, like their students' figures, are their branches'.
  const offers = seasonOfferFigures(
    seasonBatchStudents(state, collegeId).filter((student) => memberReachesBranch(member, student.branch)),
  );
  return {
    drivesByState: DRIVE_STATES.map((value) => ({
      state: value,
      count: drives.filter((drive) => drive.state === value).length,
    })),
    students: seasonFiguresOf(state, collegeId, member),
    offersByTier: offers.byTier,
    offersOffCampus: offers.offCampus,
    policyVersion: currentPolicy(state, collegeId).version,
  };
}

/** GET /college/season/summary */
const summary = route(COLLEGE_SEASON_API.seasonSummary, async ({ cookies }) => {
  const { account, member } = await requireAccount(cookies, COLLEGES_ONLY);
  await settleSeason();
  return HttpResponse.json(seasonSummary(await mockStore().read(), account.id, member));
});

/** A student's one outcome as the report counts it: placed at the offer they join, with its CTC. */
function outcomeView(student: ReportStudent | undefined) {
  const outcome = student ? outcomeOf(student) : { kind: 'unknown' as const };
  const offer = outcome.offer;
  return { kind: outcome.kind, ...(offer && { company: offer.company, ctc: ctcTotal(offer) }) };
}

/** One student as the TPO sees them: record, standing, every change of their place, applications and offers. */
function tpoStudentView(state: MockState, collegeId: string, record: StudentRecord) {
  const roll = rollKey(record.rollNumber);
  const counts = applicantCounts(state);
  const mine = <T extends { collegeId: string; rollNumber: string }>(entry: T) =>
    entry.collegeId === collegeId && entry.rollNumber === roll;
  const candidate = accountOfRecord(state, record);
  return {
    student: {
      record,
      ...(candidate ? { candidateId: candidate.id } : {}),
      standing: standingView(state, collegeId, roll),
      outcome: outcomeView(
        seasonBatchStudents(state, collegeId).find((entry) => rollKey(entry.rollNumber) === roll),
      ),
      enrolmentHistory: enrolmentChangesOf(state, collegeId, roll).map(
        ({ forgivenAbsences: _forgiven, ...change }) => change,
      ),
      applications: state.driveApplications
        .filter(mine)
        .flatMap((entry) => studentApplicationView(state, entry, counts) ?? []),
      offers: state.offers.filter(mine).map((offer) => offerView(state, offer)),
    },
  };
}

const noStudent = () => errorResponse(404, 'No student with this roll number in the batch', 'not_found');

/** GET /college/season/students/:rollNumber: one student's record, standing, applications and offers. */
const student = route(COLLEGE_SEASON_API.tpoStudent, async ({ params, cookies }) => {
  const { account, member } = await requireAccount(cookies, COLLEGES_ONLY);
  await settleSeason();
  const state = await mockStore().read();
  const record = recordByRoll(state, account.id, String(params.rollNumber));
  if (!record) return noStudent();
  if (member && !memberReachesBranch(member, record.branch)) return outsideBranches(member);
  return HttpResponse.json(tpoStudentView(state, account.id, record));
});

/**
 * PATCH /college/season/students/:rollNumber/enrolment: the TPO opts a student out or in, blocks or unblocks them,
 * with the reason the student reads; what the enrolment machine does not allow the TPO is refused with the refusal.
 */
const setStudentEnrolment = route(
  COLLEGE_SEASON_API.setStudentEnrolment,
  async ({ request, params, cookies }) => {
    const { account, member } = await requireAccount(cookies, COLLEGES_ONLY);
    const { state: to, reason } = await readBody(request, COLLEGE_SEASON_API.setStudentEnrolment);
    await settleSeason();
    return mockStore().update((state) => {
      const record = recordByRoll(state, account.id, String(params.rollNumber));
      if (!record) return noStudent();
      if (member && !memberReachesBranch(member, record.branch)) return outsideBranches(member);
      const step = takeEnrolmentStep(state, account.id, record.rollNumber, to, 'tpo', reason.trim());
      if ('rule' in step) return invalidTransition(step);
      recordEnrolmentChange(state, auditActor(state, account), account.id, record.rollNumber);
      return HttpResponse.json(tpoStudentView(state, account.id, record));
    });
  },
);

export const seasonCollegeHandlers = [policy, updatePolicy, summary, student, setStudentEnrolment];
