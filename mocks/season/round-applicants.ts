/**
 * The applicants of a drive that a recruiter may decide about, as the round-results rules read them
 * (src/lib/season/round-results.ts): the TPO every applicant of the drive; the company only those its applicants
 * list shows it (not withdrawn, eligible now), so an entry naming anyone else is unknown to it and it learns
 * nothing about them.
 */
import type { Member } from '../db/members';
import { memberReachesBranch } from './member-scope';
import { eligibilityReasons } from '@/lib/season/eligibility';
import type { RoundApplicant } from '@/lib/season/round-results';
import type { Actor } from '@/lib/season/state-machine';
import type { StudentRecord } from '@/lib/season/student-record';
import type { MockDrive, MockDriveApplication } from '../db/season-state';
import type { MockState } from '../db/state';
import { recordIndex } from './season-lookup';

export interface DecidableApplicant extends RoundApplicant {
  application: MockDriveApplication;
  record: StudentRecord;
}

/** Whether a company's applicants list shows this applicant: not withdrawn, and meeting the drive's rules now. */
export const companySees = (drive: MockDrive, application: MockDriveApplication, record: StudentRecord) =>
  application.state !== 'withdrawn' && eligibilityReasons(record, drive.rules).length === 0;

/**
 * The drive's applicants `actor` decides about, each with its batch record (an application without one is in no
 * table either). The preview and the publication read the same list, so they cannot disagree.
 */
export function decidableApplicants(
  state: MockState,
  drive: MockDrive,
  actor: Actor,
  member?: Member,
): DecidableApplicant[] {
  const records = recordIndex(state, drive.collegeId);
  const applicants: DecidableApplicant[] = [];
  for (const application of state.driveApplications) {
    if (application.driveId !== drive.id) continue;
    const record = records.get(application.rollNumber);
    if (!record || (actor === 'company' && !companySees(drive, application, record))) continue;
    // A department coordinator decides for their branches' applicants only.
    if (!memberReachesBranch(member, record.branch)) continue;
    applicants.push({
      id: application.id,
      rollNumber: application.rollNumber,
      email: record.email,
      state: application.state,
      roundReached: application.roundReached,
      application,
      record,
    });
  }
  return applicants;
}

/** The round of the drive with its position, or undefined. */
export function roundOf(drive: MockDrive, roundId: unknown) {
  const round = drive.rounds.find((entry) => entry.id === roundId);
  if (!round) return undefined;
  const next = drive.rounds.find((entry) => entry.order === round.order + 1);
  return { round, next, position: { order: round.order, last: round.order === drive.rounds.length } };
}
