/**
 * contract:check's calls of the placement season on the TPO's side (SEASON_API): the season at a glance, the
 * policy, drives and their eligibility preview (a draft created, edited and discarded with --write), a student's
 * record and place.
 */
import { exampleDriveFields, runKey } from './probe-helpers';
import type { Probe } from './probe-types';

export const SEASON_COLLEGE_PROBES: readonly Probe[] = [
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
      headers: runKey(state, 'drive'),
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
