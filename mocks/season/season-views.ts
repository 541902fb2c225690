/** The season's answers as the contract shapes them (src/lib/api/season-contract*.ts), built from the mock state. */
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import type { DriveDetail, DriveSummary } from '@/lib/api/drive-contract';
import type { Offer } from '@/lib/api/offer-contract';
import type { Standing, StudentApplication } from '@/lib/api/student-season-contract';
import { eligibilityReasons } from '@/lib/season/eligibility';
import { ADVANCING_APPLICATION_STATES } from '@/lib/season/machines';
import { ctcTotal } from '@/lib/season/money';
import { describePolicy } from '@/lib/season/policy';
import type { StudentRecord } from '@/lib/season/student-record';
import type { MockDrive, MockDriveApplication, MockOffer } from '../db/season-state';
import type { MockState } from '../db/state';
import {
  collegeNameOf,
  countedAbsencesOf,
  collegeTimeZoneOf,
  currentPolicy,
  driveTier,
  enrolmentOf,
  recordByRoll,
  standingOf,
} from './season-lookup';

/** Applicant counts by drive, counted once per request (a list of drives would otherwise rescan per drive). */
export function applicantCounts(state: MockState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const application of state.driveApplications)
    if (application.state !== 'withdrawn')
      counts.set(application.driveId, (counts.get(application.driveId) ?? 0) + 1);
  return counts;
}

export function driveSummary(
  state: MockState,
  drive: MockDrive,
  counts = applicantCounts(state),
): DriveSummary {
  const { tier, policyVersion } = driveTier(state, drive);
  return {
    id: drive.id,
    collegeId: drive.collegeId,
    collegeName: collegeNameOf(state, drive.collegeId),
    ...(drive.companyId ? { companyId: drive.companyId } : {}),
    companyName: drive.companyName,
    ...(drive.jobId ? { jobId: drive.jobId } : {}),
    title: drive.title,
    location: drive.location,
    ctc: drive.ctc,
    ctcTotal: ctcTotal(drive.ctc),
    tier,
    tierPolicyVersion: policyVersion,
    deadline: drive.deadline,
    timeZone: collegeTimeZoneOf(state, drive.collegeId),
    state: drive.state,
    proposedBy: drive.proposedBy,
    applicantCount: counts.get(drive.id) ?? 0,
    roundCount: drive.rounds.length,
    createdAt: drive.createdAt,
  };
}

export function driveDetail(state: MockState, drive: MockDrive): DriveDetail {
  return {
    ...driveSummary(state, drive),
    ...(drive.role ? { role: drive.role } : {}),
    ...(drive.description ? { description: drive.description } : {}),
    ...(drive.vacancies ? { vacancies: drive.vacancies } : {}),
    rules: drive.rules,
    rounds: drive.rounds,
    version: drive.version ?? 1,
  };
}

export function applicantView(
  state: MockState,
  drive: MockDrive,
  application: MockDriveApplication,
  record: StudentRecord,
): DriveApplicant {
  const profile = application.candidateId
    ? state.candidates.find((candidate) => candidate.accountId === application.candidateId)
    : undefined;
  return {
    applicationId: application.id,
    ...(application.candidateId ? { candidateId: application.candidateId } : {}),
    rollNumber: record.rollNumber,
    name: record.name,
    email: record.email,
    ...(profile?.phone ? { phone: profile.phone } : {}),
    programme: record.programme,
    branch: record.branch,
    graduationYear: record.graduationYear,
    cgpa: record.cgpa,
    tenthPercent: record.tenthPercent,
    ...(record.twelfthPercent === undefined ? {} : { twelfthPercent: record.twelfthPercent }),
    ...(record.diplomaPercent === undefined ? {} : { diplomaPercent: record.diplomaPercent }),
    activeBacklogs: record.activeBacklogs,
    totalBacklogs: record.totalBacklogs,
    state: application.state,
    roundReached: application.roundReached,
    appliedAt: application.appliedAt,
    hasResume: Boolean(application.candidateId && state.resumes[application.candidateId]),
    eligibleNow: eligibilityReasons(record, drive.rules).length === 0,
  };
}

export function offerView(state: MockState, offer: MockOffer): Offer {
  const drive = state.drives.find((entry) => entry.id === offer.driveId);
  const record = recordByRoll(state, offer.collegeId, offer.rollNumber);
  return {
    id: offer.id,
    driveId: offer.driveId,
    applicationId: offer.applicationId,
    ...(offer.candidateId ? { candidateId: offer.candidateId } : {}),
    companyName: drive?.companyName ?? 'Company',
    title: drive?.title ?? 'Offer',
    studentName: record?.name ?? offer.rollNumber,
    rollNumber: record?.rollNumber ?? offer.rollNumber,
    ctc: offer.ctc,
    ctcTotal: ctcTotal(offer.ctc),
    tier: offer.tier,
    policyVersion: offer.policyVersion,
    location: offer.location,
    joiningDate: offer.joiningDate,
    respondBy: offer.respondBy,
    timeZone: collegeTimeZoneOf(state, offer.collegeId),
    state: offer.state,
    issuedAt: offer.issuedAt,
    ...(offer.answeredAt ? { answeredAt: offer.answeredAt } : {}),
    ...(offer.rescinded ? { rescinded: offer.rescinded } : {}),
  };
}

/** Where each round stands for one application: cleared rounds, the one it is at or ended in, the rest. */
function timeline(drive: MockDrive, application: MockDriveApplication): StudentApplication['timeline'] {
  const ended = !ADVANCING_APPLICATION_STATES.includes(application.state);
  return drive.rounds.map((round) => {
    const outcome =
      round.order <= application.roundReached
        ? 'cleared'
        : round.order === application.roundReached + 1
          ? (
              {
                applied: 'upcoming',
                shortlisted: 'upcoming',
                waitlisted: 'waitlisted',
                rejected: 'rejected',
                absent: 'absent',
                withdrawn: 'not-reached',
                selected: 'cleared',
              } as const
            )[application.state]
          : ended
            ? 'not-reached'
            : 'upcoming';
    return {
      roundId: round.id,
      order: round.order,
      kind: round.kind,
      date: round.date,
      time: round.time,
      ...(round.venue ? { venue: round.venue } : {}),
      ...(round.link ? { link: round.link } : {}),
      outcome,
    };
  });
}

export function studentApplicationView(
  state: MockState,
  application: MockDriveApplication,
  counts = applicantCounts(state),
): StudentApplication | undefined {
  const drive = state.drives.find((entry) => entry.id === application.driveId);
  if (!drive) return undefined;
  const offer = state.offers.find(
    (entry) => entry.applicationId === application.id && entry.state !== 'rescinded',
  );
  return {
    id: application.id,
    state: application.state,
    roundReached: application.roundReached,
    appliedAt: application.appliedAt,
    drive: driveSummary(state, drive, counts),
    decision: application.decision,
    timeline: timeline(drive, application),
    ...(offer ? { offerId: offer.id } : {}),
  };
}

export function standingView(state: MockState, collegeId: string, rollNumber: string): Standing {
  const policy = currentPolicy(state, collegeId);
  const standing = standingOf(state, collegeId, rollNumber);
  return {
    enrolment: enrolmentOf(state, collegeId, rollNumber),
    ...(standing.hold ? { hold: standing.hold } : {}),
    acceptedTiers: standing.acceptedTiers,
    absences: countedAbsencesOf(state, collegeId, rollNumber).length,
    policyVersion: policy.version,
    policy: describePolicy(policy),
    timeZone: collegeTimeZoneOf(state, collegeId),
  };
}
