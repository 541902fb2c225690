/** The drives screens' calls: thin wrappers over the season's contract (src/lib/api/season-endpoints.ts). */
import { ApiError } from '@/lib/api/api-error';
import { callEndpoint } from '@/lib/api/client';
import { LIST_PAGE_SIZE_MAX } from '@/lib/constants';
import { PORTAL_API } from '@/lib/api/portal-endpoints';
import type { DriveInput, DriveListQuery, DriveProposal, TpoDriveInput } from '@/lib/api/season-contract';
import type { ApplicantQuery, OfferInput, TpoEnrolmentUpdate } from '@/lib/api/season-contract-people';
import type { RoundCorrectionInput, RoundResultsPreviewInput } from '@/lib/api/season-contract-results';
import { SEASON_API } from '@/lib/api/season-endpoints';
import type { DriveRules } from '@/lib/season/eligibility';
import type { DriveState } from '@/lib/season/machines';
import type { PolicySettings } from '@/lib/season/policy';

/** Which side of a drive a screen serves: the placement officer's or the recruiting company's. */
export type Side = 'college' | 'company';

export const getPolicy = () => callEndpoint(SEASON_API.policy);
export const savePolicy = (settings: PolicySettings) =>
  callEndpoint(SEASON_API.updatePolicy, { body: settings });
export const getSeasonSummary = () => callEndpoint(SEASON_API.seasonSummary);
export const getSeasonStudent = (rollNumber: string) =>
  callEndpoint(SEASON_API.tpoStudent, { params: { rollNumber } });
/** The TPO opts a student out or in, blocks or unblocks them, with the reason the student reads. */
export const setStudentEnrolment = (rollNumber: string, update: TpoEnrolmentUpdate) =>
  callEndpoint(SEASON_API.setStudentEnrolment, { params: { rollNumber }, body: update });

export function listDrives(side: Side, query: DriveListQuery) {
  return callEndpoint(side === 'college' ? SEASON_API.collegeDrives : SEASON_API.companyDrives, {
    query: { ...query },
  });
}

export const createDrive = (input: TpoDriveInput) => callEndpoint(SEASON_API.createDrive, { body: input });
/** The TPO edits a drive's terms (refused with 'terms_locked' and the reasons when students applied to them). */
export const updateDrive = (id: string, input: DriveInput) =>
  callEndpoint(SEASON_API.updateDrive, { params: { id }, body: input });
export const proposeDrive = (input: DriveProposal) => callEndpoint(SEASON_API.proposeDrive, { body: input });
export const previewEligibility = (rules: DriveRules) =>
  callEndpoint(SEASON_API.eligibilityPreview, { body: rules });

export function setDriveState(side: Side, id: string, state: DriveState) {
  return callEndpoint(side === 'college' ? SEASON_API.setDriveState : SEASON_API.setProposalState, {
    params: { id },
    body: { state },
  });
}

export const getDrive = (id: string) => callEndpoint(SEASON_API.drive, { params: { id } });
export const listApplicants = (id: string, query: ApplicantQuery) =>
  callEndpoint(SEASON_API.driveApplicants, { params: { id }, query: { ...query } });
export const listApplicantKeys = (id: string, query: ApplicantQuery) =>
  callEndpoint(SEASON_API.applicantKeys, { params: { id }, query: { ...query } });

/** One page of the drive's offers, newest first. */
export const listDriveOffers = (id: string, page: number, pageSize: number) =>
  callEndpoint(SEASON_API.driveOffers, {
    params: { id },
    query: { page: String(page), pageSize: String(pageSize) },
  });

/**
 * What publishing these lists would do, by name (the server's own rule; changes nothing). Offline it is not asked
 * (the demo's mock would answer even then; a real server could not).
 */
export async function previewRoundResults(id: string, roundId: string, input: RoundResultsPreviewInput) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('network');
  return callEndpoint(SEASON_API.previewRoundResults, { params: { id, roundId }, body: input });
}
export const correctRoundResult = (id: string, roundId: string, input: RoundCorrectionInput) =>
  callEndpoint(SEASON_API.correctRoundResult, { params: { id, roundId }, body: input });
export const getRoundHistory = (id: string, roundId: string, page: number, pageSize: number) =>
  callEndpoint(SEASON_API.roundHistory, {
    params: { id, roundId },
    query: { page: String(page), pageSize: String(pageSize) },
  });
export const getRoundRecord = (id: string, roundId: string, recordId: string) =>
  callEndpoint(SEASON_API.roundRecord, { params: { id, roundId, recordId } });
export const issueOffer = (id: string, input: OfferInput) =>
  callEndpoint(SEASON_API.issueOffer, { params: { id }, body: input });
export const rescindOffer = (id: string) =>
  callEndpoint(SEASON_API.rescindOffer, { params: { id }, body: { state: 'rescinded' as const } });

/** The first page (as long as pages go) of the colleges whose name contains `query`; typing narrows it. */
export const listSeasonColleges = (query: string) =>
  callEndpoint(SEASON_API.seasonColleges, {
    query: { ...(query.trim() ? { query: query.trim() } : {}), pageSize: String(LIST_PAGE_SIZE_MAX) },
  });
/** The company's jobs to propose a drive from (its first page, newest first). */
export const listOwnJobs = () => callEndpoint(PORTAL_API.companyJobs, { query: { pageSize: 50 } });

/** Companies registered on the portal, for the TPO to create a drive for (the first 99, most open jobs first). */
export const listPortalCompanies = () =>
  callEndpoint(PORTAL_API.collegeCompanies, { query: { pageSize: 99 } });
