/**
 * contract:check's calls of the placement season (SEASON_API), for the student, the company and the TPO. Ids come
 * from earlier answers (the first drive listed, the student's offer), so the check works on any server's data.
 * The writes walk one applicant of a running drive through its remaining rounds to an offer, and then rescind it.
 */
import { dayAhead, daysAhead, refusedQueryProbe, unknownIdProbe, withId } from './probe-helpers';
import type { Probe } from './probes';

const itemsOf = <T>(body: Record<string, unknown>, list = 'items') => (body[list] as T[] | undefined) ?? [];

/** A drive's terms: one round after a deadline two weeks ahead, no eligibility limits. */
function exampleDriveFields(title: string) {
  return {
    title,
    location: 'Bengaluru',
    ctc: { fixed: 600_000, variable: 0, joiningBonus: 0 },
    rules: { branches: [], graduationYears: [] },
    deadline: daysAhead(14).toISOString(),
    rounds: [{ kind: 'technical-interview', date: dayAhead(20), time: '10:00', venue: 'Placement cell' }],
  };
}

/** Round results that advance the remembered applicant through the round at `index` (-1: the last). */
function advanceProbe(index: number, sent: string): Probe {
  return {
    endpoint: 'roundResults',
    sent,
    as: 'company',
    write: true,
    request: (state) => {
      const { runningDrive: drive, applicant } = state;
      const roundId = drive?.rounds.at(index);
      return drive && applicant && roundId
        ? { params: { id: drive.id, roundId }, json: { advance: [applicant.rollNumber] } }
        : undefined;
    },
    expect: { status: 200 },
  };
}

const STUDENT_PROBES: Probe[] = [
  {
    endpoint: 'standing',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentDrives',
    sent: 'show=eligible',
    as: 'candidate',
    request: () => ({ query: { show: 'eligible', pageSize: '50' } }),
    expect: { status: 200 },
    remember: (body, state) => {
      const drives = itemsOf<{ drive: { id: string; state: string }; application?: unknown }>(body);
      state.studentDriveId = drives[0]?.drive.id;
      state.driveToApply = drives.find((entry) => !entry.application && entry.drive.state === 'open')?.drive
        .id;
    },
  },
  refusedQueryProbe('studentDrives', { show: 'some' }, 'candidate'),
  {
    endpoint: 'studentDrive',
    sent: 'the first listed',
    as: 'candidate',
    request: (state) => withId(state.studentDriveId),
    expect: { status: 200 },
  },
  unknownIdProbe('studentDrive', 'candidate'),
  {
    endpoint: 'applyToDrive',
    sent: 'an open drive not applied to',
    as: 'candidate',
    write: true,
    request: (state) => withId(state.driveToApply),
    expect: { status: 201 },
  },
  {
    endpoint: 'withdrawFromDrive',
    sent: 'that application',
    as: 'candidate',
    write: true,
    request: (state) => withId(state.driveToApply),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentApplications',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'studentOffers',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => {
      const offers = itemsOf<{ offer: { id: string; state: string } }>(body);
      state.studentOfferId = offers.find((entry) => entry.offer.state === 'issued')?.offer.id;
    },
  },
  {
    endpoint: 'answerOffer',
    sent: 'an issued offer: declined',
    as: 'candidate',
    write: true,
    request: (state) =>
      state.studentOfferId
        ? { params: { id: state.studentOfferId }, json: { state: 'declined' } }
        : undefined,
    expect: { status: 200 },
  },
  // Out of the season and back in (opting out withdraws the applications in progress: the test runs the student last).
  ...(['opted-out', 'available'] as const).map((enrolment): Probe => ({
    endpoint: 'setEnrolment',
    sent: enrolment,
    as: 'candidate',
    write: true,
    request: () => ({ json: { state: enrolment } }),
    expect: { status: 200 },
  })),
  {
    endpoint: 'ownProfile',
    sent: 'the session',
    as: 'candidate',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'updateOwnProfile',
    sent: 'nothing changed',
    as: 'candidate',
    write: true,
    request: () => ({ json: {} }),
    expect: { status: 200 },
  },
];

/** Notifications: every kind of account has them. */
const NOTIFICATION_PROBES: Probe[] = (['candidate', 'company', 'college'] as const).flatMap((as): Probe[] => [
  { endpoint: 'notifications', sent: 'first page', as, request: () => ({}), expect: { status: 200 } },
  { endpoint: 'unreadCount', sent: 'the session', as, request: () => ({}), expect: { status: 200 } },
  {
    endpoint: 'markRead',
    sent: 'no ids (nothing changes)',
    as,
    write: true,
    request: () => ({ json: { ids: [] } }),
    expect: { status: 200 },
  },
]);

const COMPANY_PROBES: Probe[] = [
  {
    endpoint: 'seasonColleges',
    sent: 'the session',
    as: 'company',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => (state.collegeId = itemsOf<{ id: string }>(body)[0]?.id),
  },
  {
    endpoint: 'companyDrives',
    sent: 'state=in-progress',
    as: 'company',
    request: () => ({ query: { state: 'in-progress' } }),
    expect: { status: 200 },
    remember: (body, state) => (state.companyDriveId = itemsOf<{ id: string }>(body)[0]?.id),
  },
  refusedQueryProbe('companyDrives', { sort: 'salary' }, 'company'),
  {
    endpoint: 'drive',
    sent: 'its first running drive',
    as: 'company',
    request: (state) => withId(state.companyDriveId),
    expect: { status: 200 },
    remember: (body, state) => {
      const drive = body.drive as { id: string; rounds: { id: string }[] } | undefined;
      state.runningDrive = drive && { id: drive.id, rounds: drive.rounds.map((round) => round.id) };
    },
  },
  unknownIdProbe('drive', 'company'),
  {
    endpoint: 'driveApplicants',
    sent: 'state=shortlisted',
    as: 'company',
    request: (state) =>
      state.companyDriveId
        ? { params: { id: state.companyDriveId }, query: { state: 'shortlisted' } }
        : undefined,
    expect: { status: 200 },
    remember: (body, state) => {
      const applicants = itemsOf<{ applicationId: string; rollNumber: string; candidateId?: string }>(body);
      state.applicantCandidateId = applicants.find((entry) => entry.candidateId)?.candidateId;
      const last = applicants.at(-1);
      state.applicant = last && { applicationId: last.applicationId, rollNumber: last.rollNumber };
    },
  },
  {
    endpoint: 'applicantKeys',
    sent: 'state=shortlisted',
    as: 'company',
    request: (state) =>
      state.companyDriveId
        ? { params: { id: state.companyDriveId }, query: { state: 'shortlisted' } }
        : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'driveOffers',
    sent: 'its first running drive',
    as: 'company',
    request: (state) => withId(state.companyDriveId),
    expect: { status: 200 },
  },
  {
    endpoint: 'candidateContact',
    sent: 'an applicant to its drive',
    as: 'company',
    request: (state) => withId(state.applicantCandidateId),
    expect: { status: 200 },
  },
  unknownIdProbe('candidateContact', 'company'),
  {
    endpoint: 'previewRoundResults',
    sent: 'that applicant advancing, seen from a filtered view (changes nothing)',
    as: 'company',
    request: (state) => {
      const roundId = state.runningDrive?.rounds.at(-2);
      return state.runningDrive && state.applicant && roundId
        ? {
            params: { id: state.runningDrive.id, roundId },
            json: { advance: [state.applicant.rollNumber], rejectRest: true, view: { state: 'shortlisted' } },
          }
        : undefined;
    },
    expect: { status: 200 },
  },
  advanceProbe(-2, 'one shortlisted applicant advances (last round but one)'),
  advanceProbe(-1, 'the same applicant is selected (last round)'),
  {
    endpoint: 'correctRoundResult',
    sent: 'that applicant, to the result they have (no change)',
    as: 'company',
    write: true,
    request: (state) => {
      const roundId = state.runningDrive?.rounds.at(-1);
      return state.runningDrive && state.applicant && roundId
        ? {
            params: { id: state.runningDrive.id, roundId },
            json: { rollNumber: state.applicant.rollNumber, to: 'advance' },
          }
        : undefined;
    },
    expect: { status: 200 },
  },
  {
    endpoint: 'roundHistory',
    sent: 'the last round of its running drive',
    as: 'company',
    request: (state) => {
      const roundId = state.runningDrive?.rounds.at(-1);
      return state.runningDrive && roundId ? { params: { id: state.runningDrive.id, roundId } } : undefined;
    },
    expect: { status: 200 },
    remember: (body, state) => {
      const roundId = state.runningDrive?.rounds.at(-1);
      const id = itemsOf<{ id: string }>(body)[0]?.id;
      state.roundRecord = roundId && id ? { roundId, id } : undefined;
    },
  },
  {
    endpoint: 'roundRecord',
    sent: 'the newest record of that round',
    as: 'company',
    request: (state) =>
      state.runningDrive && state.roundRecord
        ? {
            params: {
              id: state.runningDrive.id,
              roundId: state.roundRecord.roundId,
              recordId: state.roundRecord.id,
            },
          }
        : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'issueOffer',
    sent: 'the selected applicant',
    as: 'company',
    write: true,
    request: (state) =>
      state.runningDrive && state.applicant
        ? {
            params: { id: state.runningDrive.id },
            json: {
              applicationId: state.applicant.applicationId,
              ctc: { fixed: 800_000, variable: 100_000, joiningBonus: 0 },
              location: 'Bengaluru',
              joiningDate: dayAhead(180),
              respondBy: daysAhead(7).toISOString(),
            },
            headers: { 'Idempotency-Key': `contract-check-offer-${state.runId}` },
          }
        : undefined,
    expect: { status: 201 },
    remember: (body, state) => (state.issuedOfferId = (body.offer as { id?: string } | undefined)?.id),
  },
  {
    endpoint: 'rescindOffer',
    sent: 'that offer',
    as: 'company',
    write: true,
    request: (state) =>
      state.issuedOfferId ? { params: { id: state.issuedOfferId }, json: { state: 'rescinded' } } : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'proposeDrive',
    sent: 'a drive from its first job',
    as: 'company',
    write: true,
    request: (state) =>
      state.ownJobId && state.collegeId
        ? {
            json: {
              ...exampleDriveFields('Contract check proposal'),
              jobId: state.ownJobId,
              collegeId: state.collegeId,
            },
            headers: { 'Idempotency-Key': `contract-check-proposal-${state.runId}` },
          }
        : undefined,
    expect: { status: 201 },
    remember: (body, state) => (state.proposedDriveId = (body.drive as { id?: string } | undefined)?.id),
  },
  {
    endpoint: 'setProposalState',
    sent: 'that proposal: withdrawn',
    as: 'company',
    write: true,
    request: (state) =>
      state.proposedDriveId
        ? { params: { id: state.proposedDriveId }, json: { state: 'cancelled' } }
        : undefined,
    expect: { status: 200 },
  },
];

const COLLEGE_PROBES: Probe[] = [
  {
    endpoint: 'policy',
    sent: 'the session',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
    remember: (body, state) => {
      const policy = body.policy as Record<string, unknown> | undefined;
      state.policySettings = policy && {
        dreamFrom: policy.dreamFrom,
        superDreamFrom: policy.superDreamFrom,
        maxOffers: policy.maxOffers,
        afterPlacement: policy.afterPlacement,
        absencesToBlock: policy.absencesToBlock,
      };
    },
  },
  {
    endpoint: 'updatePolicy',
    sent: 'the same settings (a new version)',
    as: 'college',
    write: true,
    request: (state) => (state.policySettings ? { json: state.policySettings } : undefined),
    expect: { status: 200 },
  },
  {
    endpoint: 'seasonSummary',
    sent: 'the session',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'collegeDrives',
    sent: 'first page',
    as: 'college',
    request: () => ({}),
    expect: { status: 200 },
  },
  {
    endpoint: 'eligibilityPreview',
    sent: 'no limits',
    as: 'college',
    request: () => ({ json: { branches: [], graduationYears: [] } }),
    expect: { status: 200 },
  },
  {
    endpoint: 'tpoStudent',
    sent: 'the first of the batch',
    as: 'college',
    request: (state) => (state.rollNumber ? { params: { rollNumber: state.rollNumber } } : undefined),
    expect: { status: 200 },
  },
  // Blocked and unblocked, with the reason the student reads: the student ends as they began.
  ...(['blocked', 'available'] as const).map((enrolment): Probe => ({
    endpoint: 'setStudentEnrolment',
    sent: `the first of the batch: ${enrolment}`,
    as: 'college',
    write: true,
    request: (state) =>
      state.rollNumber
        ? {
            params: { rollNumber: state.rollNumber },
            json: { state: enrolment, reason: 'Contract check: a step and its undoing' },
          }
        : undefined,
    expect: { status: 200 },
  })),
  {
    endpoint: 'tpoStudent',
    sent: 'an unknown roll number',
    as: 'college',
    request: () => ({ params: { rollNumber: 'NO-SUCH-ROLL' } }),
    expect: { status: 404, code: 'not_found' },
  },
  {
    endpoint: 'createDrive',
    sent: 'a draft for a company by name',
    as: 'college',
    write: true,
    request: (state) => ({
      json: { ...exampleDriveFields('Contract check drive'), companyName: 'Contract Check Pvt Ltd' },
      headers: { 'Idempotency-Key': `contract-check-drive-${state.runId}` },
    }),
    expect: { status: 201 },
    remember: (body, state) => (state.createdDriveId = (body.drive as { id?: string } | undefined)?.id),
  },
  {
    endpoint: 'updateDrive',
    sent: 'the draft, renamed',
    as: 'college',
    write: true,
    request: (state) =>
      state.createdDriveId
        ? { params: { id: state.createdDriveId }, json: exampleDriveFields('Contract check drive, renamed') }
        : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'setDriveState',
    sent: 'the draft: discarded',
    as: 'college',
    write: true,
    request: (state) =>
      state.createdDriveId
        ? { params: { id: state.createdDriveId }, json: { state: 'cancelled' } }
        : undefined,
    expect: { status: 200 },
  },
  {
    endpoint: 'setDriveState',
    sent: 'the discarded draft: open',
    as: 'college',
    write: true,
    request: (state) =>
      state.createdDriveId ? { params: { id: state.createdDriveId }, json: { state: 'open' } } : undefined,
    expect: { status: 409, code: 'invalid_transition' },
  },
];

/** Every season probe, in the order they run for each kind of account. */
export const SEASON_PROBES: readonly Probe[] = [
  ...STUDENT_PROBES,
  ...COMPANY_PROBES,
  ...COLLEGE_PROBES,
  ...NOTIFICATION_PROBES,
];
