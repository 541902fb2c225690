/**
 * contract:check's calls of the placement season on the company's side (SEASON_API): colleges, drives,
 * applicants, round results and their history, contact details and offers. The writes propose a drive and walk one applicant of a running drive through its remaining rounds to
 * an offer, and then rescind it.
 */
import {
  dayAhead,
  daysAhead,
  exampleDriveFields,
  itemsOf,
  refusedQueryProbe,
  unknownIdProbe,
  withId,
  runKey,
} from './probe-helpers';
import type { Probe } from './probe-types';

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

export const SEASON_COMPANY_PROBES: readonly Probe[] = [
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
            headers: runKey(state, 'offer'),
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
      state.issuedOfferId
        ? {
            params: { id: state.issuedOfferId },
            json: { state: 'rescinded', reason: 'The role was withdrawn' },
          }
        : undefined,
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
            headers: runKey(state, 'proposal'),
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
