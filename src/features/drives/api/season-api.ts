/**
 * The drives screens' calls: thin wrappers over the season's contract (its tables in src/lib/api:
 * college-season-, drive-, applicant-, round- and offer-endpoints.ts).
 */
import { ApiError } from '@/lib/api/api-error';
import { callEndpoint } from '@/lib/api/client';
import { LIST_PAGE_SIZE_MAX } from '@/lib/constants';
import type { ApplicantQuery } from '@/lib/api/applicant-contract';
import { APPLICANT_API } from '@/lib/api/applicant-endpoints';
import type { TpoEnrolmentUpdate } from '@/lib/api/college-season-contract';
import { COLLEGE_SEASON_API } from '@/lib/api/college-season-endpoints';
import type { DriveEditInput, DriveListQuery, DriveProposal, TpoDriveInput } from '@/lib/api/drive-contract';
import { DRIVE_API } from '@/lib/api/drive-endpoints';
import type { OfferInput } from '@/lib/api/offer-contract';
import { OFFER_API } from '@/lib/api/offer-endpoints';
import { PORTAL_API } from '@/lib/api/portal-endpoints';
import type { RoundCorrectionInput, RoundResultsPreviewInput } from '@/lib/api/round-contract';
import { ROUND_API } from '@/lib/api/round-endpoints';
import type { DriveRules } from '@/lib/season/eligibility';
import type { DriveState } from '@/lib/season/machines';
import type { PolicySettings } from '@/lib/season/policy';

/** Which side of a drive a screen serves: the placement officer's or the recruiting company's. */
export type Side = 'college' | 'company';

export const getPolicy = () => callEndpoint(COLLEGE_SEASON_API.policy);
/** Saves the settings as a new version; `baseVersion` is the one the form was opened on (409 policy_changed if not current). */
export const savePolicy = (settings: PolicySettings, baseVersion: number) =>
  callEndpoint(COLLEGE_SEASON_API.updatePolicy, { body: { ...settings, baseVersion } });
export const getSeasonSummary = () => callEndpoint(COLLEGE_SEASON_API.seasonSummary);
export const getSeasonStudent = (rollNumber: string) =>
  callEndpoint(COLLEGE_SEASON_API.tpoStudent, { params: { rollNumber } });
/** The TPO opts a student out or in, blocks or unblocks them, with the reason the student reads. */
export const setStudentEnrolment = (rollNumber: string, update: TpoEnrolmentUpdate) =>
  callEndpoint(COLLEGE_SEASON_API.setStudentEnrolment, { params: { rollNumber }, body: update });

export function listDrives(side: Side, query: DriveListQuery) {
  return callEndpoint(side === 'college' ? DRIVE_API.collegeDrives : DRIVE_API.companyDrives, {
    query: { ...query },
  });
}

export const createDrive = (input: TpoDriveInput) => callEndpoint(DRIVE_API.createDrive, { body: input });
/**
 * The TPO edits a drive's terms on the version they opened (refused with 'terms_locked' and the reasons when students
 * applied to them, 'drive_changed' when someone saved it in between).
 */
export const updateDrive = (id: string, input: DriveEditInput) =>
  callEndpoint(DRIVE_API.updateDrive, { params: { id }, body: input });
export const proposeDrive = (input: DriveProposal) => callEndpoint(DRIVE_API.proposeDrive, { body: input });
export const previewEligibility = (rules: DriveRules) =>
  callEndpoint(DRIVE_API.eligibilityPreview, { body: rules });

export function setDriveState(side: Side, id: string, state: DriveState) {
  return callEndpoint(side === 'college' ? DRIVE_API.setDriveState : DRIVE_API.setProposalState, {
    params: { id },
    body: { state },
  });
}

export const getDrive = (id: string) => callEndpoint(DRIVE_API.drive, { params: { id } });
export const listApplicants = (id: string, query: ApplicantQuery) =>
  callEndpoint(APPLICANT_API.driveApplicants, { params: { id }, query: { ...query } });
export const listApplicantKeys = (id: string, query: ApplicantQuery) =>
  callEndpoint(APPLICANT_API.applicantKeys, { params: { id }, query: { ...query } });

/** One page of the drive's offers, newest first. */
export const listDriveOffers = (id: string, page: number, pageSize: number) =>
  callEndpoint(OFFER_API.driveOffers, {
    params: { id },
    query: { page: String(page), pageSize: String(pageSize) },
  });

/**
 * What publishing these lists would do, by name (the server's own rule; changes nothing). Offline it is not asked
 * (the demo's mock would answer even then; a real server could not).
 */
export async function previewRoundResults(id: string, roundId: string, input: RoundResultsPreviewInput) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network');
  return callEndpoint(ROUND_API.previewRoundResults, { params: { id, roundId }, body: input });
}
export const correctRoundResult = (id: string, roundId: string, input: RoundCorrectionInput) =>
  callEndpoint(ROUND_API.correctRoundResult, { params: { id, roundId }, body: input });
export const getRoundHistory = (id: string, roundId: string, page: number, pageSize: number) =>
  callEndpoint(ROUND_API.roundHistory, {
    params: { id, roundId },
    query: { page: String(page), pageSize: String(pageSize) },
  });
export const getRoundRecord = (id: string, roundId: string, recordId: string) =>
  callEndpoint(ROUND_API.roundRecord, { params: { id, roundId, recordId } });
export const issueOffer = (id: string, input: OfferInput) =>
  callEndpoint(OFFER_API.issueOffer, { params: { id }, body: input });
export const rescindOffer = (id: string, reason: string) =>
  callEndpoint(OFFER_API.rescindOffer, { params: { id }, body: { state: 'rescinded' as const, reason } });

/** The first page (as long as pages go) of the colleges whose name contains `query`; typing narrows it. */
export const listSeasonColleges = (query: string) =>
  callEndpoint(DRIVE_API.seasonColleges, {
    query: { ...(query.trim() ? { query: query.trim() } : {}), pageSize: String(LIST_PAGE_SIZE_MAX) },
  });
/** The company's jobs to propose a drive from (its first page, newest first). */
export const listOwnJobs = () => callEndpoint(PORTAL_API.companyJobs, { query: { pageSize: 50 } });

/** Companies registered on the portal, for the TPO to create a drive for (the first 99, most open jobs first). */
export const listPortalCompanies = () =>
  callEndpoint(PORTAL_API.collegeCompanies, { query: { pageSize: 99 } });
