/**
 * Reading the season's tables: a college's policy and batch, a student's record, standing and enrolment. Pure
 * functions of the mock state, shared by the season handlers.
 */
import { emailKey, rollKey } from '@/lib/match-keys';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { ACTIVE_APPLICATION_STATES, type EnrolmentState } from '@/lib/season/machines';
import { countedAbsences, enrolmentHold } from '@/lib/season/enrolment';
import { ctcTotal } from '@/lib/season/money';
import { initialPolicy, tierOf, type SeasonPolicy, type SeasonStanding } from '@/lib/season/policy';
import type { StudentRecord } from '@/lib/season/student-record';
import type { Tier } from '@/lib/season/tiers';
import type { MockDrive, MockEnrolmentChange } from '../db/season-state';
import { batchOf, verifiedRecordOf } from '../db/batch-records';
import type { MockAccount, MockState } from '../db/state';
import { isStudentOf } from '../handlers/institution-match';

/** When a college that never saved a policy is taken to have adopted the defaults. */
export const SEASON_START = '2026-07-01T00:00:00.000Z';

export function policyHistory(state: MockState, collegeId: string): SeasonPolicy[] {
  return state.seasonPolicies[collegeId] ?? [initialPolicy(SEASON_START)];
}

export function currentPolicy(state: MockState, collegeId: string): SeasonPolicy {
  const history = policyHistory(state, collegeId);
  return history[history.length - 1]!;
}

export function recordByRoll(
  state: MockState,
  collegeId: string,
  rollNumber: string,
): StudentRecord | undefined {
  const wanted = rollKey(rollNumber);
  return batchOf(state, collegeId).find((record) => rollKey(record.rollNumber) === wanted);
}

/** A roll-number index of a college's batch (built once per request for long lists). */
export function recordIndex(state: MockState, collegeId: string): Map<string, StudentRecord> {
  return new Map(batchOf(state, collegeId).map((record) => [rollKey(record.rollNumber), record]));
}

export interface StudentLink {
  collegeId: string;
  record?: StudentRecord;
}

/**
 * The college a candidate account belongs to in the season and their batch record: the record whose e-mail is the
 * account's (unique within a batch); without one, the college the candidate named when registering, if it has an
 * account here (then the student sees the drives, each refused for want of a record).
 */
export function studentLink(state: MockState, account: MockAccount): StudentLink | undefined {
  const linked = verifiedRecordOf(state, account);
  if (linked) return { collegeId: linked.collegeAccountId, record: linked.record };
  const profile = state.candidates.find((candidate) => candidate.accountId === account.id);
  if (!profile?.college) return undefined;
  const college = state.accounts.find(
    (entry) =>
      entry.type === 'college' &&
      isStudentOf(
        { name: entry.collegeName ?? '', id: entry.collegeId },
        { name: profile.college ?? '', id: profile.collegeId },
      ),
  );
  return college ? { collegeId: college.id } : undefined;
}

/** The candidate account whose e-mail is the record's, if the student registered. */
export function accountOfRecord(state: MockState, record: StudentRecord): MockAccount | undefined {
  const email = emailKey(record.email);
  return state.accounts.find(
    (account) => account.type === 'student-college' && account.emails.includes(email),
  );
}

/** The account of a student of the batch, if they registered (notifications go there). */
export function studentAccountId(
  state: MockState,
  collegeId: string,
  rollNumber: string,
): string | undefined {
  const record = recordByRoll(state, collegeId, rollNumber);
  return record && accountOfRecord(state, record)?.id;
}

export function enrolmentOf(state: MockState, collegeId: string, rollNumber: string): EnrolmentState {
  return state.enrolments[collegeId]?.[rollKey(rollNumber)] ?? 'available';
}

export function setEnrolment(
  state: MockState,
  collegeId: string,
  rollNumber: string,
  value: EnrolmentState,
): void {
  (state.enrolments[collegeId] ??= {})[rollKey(rollNumber)] = value;
}

/** Every kept change of the student's place, oldest first. */
export function enrolmentChangesOf(
  state: MockState,
  collegeId: string,
  rollNumber: string,
): MockEnrolmentChange[] {
  return state.enrolmentChanges[collegeId]?.[rollKey(rollNumber)] ?? [];
}

/** The student's absences that count toward a block: every one an unblock has not forgiven (application ids). */
export function countedAbsencesOf(state: MockState, collegeId: string, rollNumber: string): string[] {
  const roll = rollKey(rollNumber);
  const absent = state.driveApplications
    .filter(
      (application) =>
        application.collegeId === collegeId &&
        application.rollNumber === roll &&
        application.state === 'absent',
    )
    .map((application) => application.id);
  const forgiven = new Set(
    enrolmentChangesOf(state, collegeId, roll).flatMap((change) => change.forgivenAbsences ?? []),
  );
  return countedAbsences(absent, forgiven);
}

/** What the policy needs to know about a student: accepted offers' tiers, and their place as it was kept. */
export function standingOf(state: MockState, collegeId: string, rollNumber: string): SeasonStanding {
  const roll = rollKey(rollNumber);
  const acceptedTiers = state.offers
    .filter(
      (offer) => offer.collegeId === collegeId && offer.rollNumber === roll && offer.state === 'accepted',
    )
    .map((offer) => offer.tier);
  const hold = enrolmentHold(
    enrolmentOf(state, collegeId, roll),
    enrolmentChangesOf(state, collegeId, roll).at(-1),
  );
  return { acceptedTiers, ...(hold ? { hold } : {}) };
}

/** A drive's tier: fixed when it opened, else under the college's current policy. */
export function driveTier(state: MockState, drive: MockDrive): { tier: Tier; policyVersion: number } {
  if (drive.tier && drive.tierPolicyVersion !== undefined)
    return { tier: drive.tier, policyVersion: drive.tierPolicyVersion };
  const policy = currentPolicy(state, drive.collegeId);
  return { tier: tierOf(ctcTotal(drive.ctc), policy), policyVersion: policy.version };
}

/** The student's applications still in the running. */
export function activeApplicationsOf(state: MockState, collegeId: string, rollNumber: string) {
  const roll = rollKey(rollNumber);
  return state.driveApplications.filter(
    (application) =>
      application.collegeId === collegeId &&
      application.rollNumber === roll &&
      ACTIVE_APPLICATION_STATES.includes(application.state),
  );
}

export function collegeNameOf(state: MockState, collegeId: string): string {
  return state.accounts.find((account) => account.id === collegeId)?.collegeName ?? 'College';
}

/** The college's time zone: its season's deadlines, rounds and respond-by times are in it (docs/api.md). */
export function collegeTimeZoneOf(state: MockState, collegeId: string): string {
  return state.accounts.find((account) => account.id === collegeId)?.timeZone ?? DEFAULT_COLLEGE_TIME_ZONE;
}
