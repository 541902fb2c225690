import { endpoint } from './endpoint';
import {
  DrivePageSchema,
  DriveProposalSchema,
  DriveResponseSchema,
  DriveRulesSchema,
  DriveInputSchema,
  DriveStateUpdateSchema,
  EligibilityPreviewSchema,
  PolicyResponseSchema,
  PolicySettingsSchema,
  SeasonCollegesResponseSchema,
  TpoDriveInputSchema,
} from './season-contract';
import {
  ApplicantKeysResponseSchema,
  CandidateContactSchema,
  DriveApplicantPageSchema,
  EnrolmentUpdateSchema,
  MarkReadSchema,
  NotificationPageSchema,
  OfferAnswerResponseSchema,
  OfferAnswerSchema,
  OfferInputSchema,
  OfferListResponseSchema,
  OfferRescindSchema,
  OfferResponseSchema,
  OwnProfileResponseSchema,
  OwnProfileUpdateSchema,
  RoundResultsInputSchema,
  RoundResultsResponseSchema,
  SeasonSummarySchema,
  StandingResponseSchema,
  StudentApplicationResponseSchema,
  StudentApplicationsResponseSchema,
  StudentDriveDetailSchema,
  StudentDrivePageSchema,
  StudentOffersResponseSchema,
  TpoStudentResponseSchema,
  UnreadCountSchema,
} from './season-contract-people';

/**
 * The placement season's calls (docs/api.md, 'Placement season (proposed extension)'). One entry each, used by
 * the client (callEndpoint) and the mock backend (route, readBody) alike. Query parameters are checked by each
 * handler against the query schemas in season-contract*.ts. Paths name who calls them: /college (the TPO),
 * /company, /student; /drives/:id/… serve the TPO and the drive's company, each seeing what is theirs.
 */
export const SEASON_API = {
  // --- the TPO -------------------------------------------------------------------------
  policy: endpoint({ method: 'GET', path: '/college/season/policy', response: PolicyResponseSchema }),
  updatePolicy: endpoint({
    method: 'PUT',
    path: '/college/season/policy',
    body: { kind: 'json', schema: PolicySettingsSchema },
    response: PolicyResponseSchema,
  }),
  seasonSummary: endpoint({ method: 'GET', path: '/college/season/summary', response: SeasonSummarySchema }),
  collegeDrives: endpoint({ method: 'GET', path: '/college/drives', response: DrivePageSchema }),
  createDrive: endpoint({
    method: 'POST',
    path: '/college/drives',
    body: { kind: 'json', schema: TpoDriveInputSchema },
    response: DriveResponseSchema,
  }),
  eligibilityPreview: endpoint({
    method: 'POST',
    path: '/college/drives/eligibility-preview',
    body: { kind: 'json', schema: DriveRulesSchema },
    response: EligibilityPreviewSchema,
  }),
  updateDrive: endpoint({
    method: 'PUT',
    path: '/college/drives/:id',
    body: { kind: 'json', schema: DriveInputSchema },
    response: DriveResponseSchema,
  }),
  /** Approve, decline, publish, close applications, close, cancel: one call, checked against DRIVE_MACHINE. */
  setDriveState: endpoint({
    method: 'PATCH',
    path: '/college/drives/:id/state',
    body: { kind: 'json', schema: DriveStateUpdateSchema },
    response: DriveResponseSchema,
  }),
  tpoStudent: endpoint({
    method: 'GET',
    path: '/college/season/students/:rollNumber',
    response: TpoStudentResponseSchema,
  }),

  // --- the company ------------------------------------------------------------------------
  seasonColleges: endpoint({
    method: 'GET',
    path: '/company/season/colleges',
    response: SeasonCollegesResponseSchema,
  }),
  companyDrives: endpoint({ method: 'GET', path: '/company/drives', response: DrivePageSchema }),
  proposeDrive: endpoint({
    method: 'POST',
    path: '/company/drives',
    body: { kind: 'json', schema: DriveProposalSchema },
    response: DriveResponseSchema,
  }),
  /** A company withdraws its own proposal (the only drive state change a company makes). */
  setProposalState: endpoint({
    method: 'PATCH',
    path: '/company/drives/:id/state',
    body: { kind: 'json', schema: DriveStateUpdateSchema },
    response: DriveResponseSchema,
  }),
  candidateContact: endpoint({
    method: 'GET',
    path: '/company/candidates/:id/contact',
    response: CandidateContactSchema,
  }),

  // --- one drive: the TPO and the drive's company ----------------------------------------------
  drive: endpoint({ method: 'GET', path: '/drives/:id', response: DriveResponseSchema }),
  applicants: endpoint({ method: 'GET', path: '/drives/:id/applicants', response: DriveApplicantPageSchema }),
  applicantKeys: endpoint({
    method: 'GET',
    path: '/drives/:id/applicant-keys',
    response: ApplicantKeysResponseSchema,
  }),
  roundResults: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/results',
    body: { kind: 'json', schema: RoundResultsInputSchema },
    response: RoundResultsResponseSchema,
  }),
  driveOffers: endpoint({ method: 'GET', path: '/drives/:id/offers', response: OfferListResponseSchema }),
  issueOffer: endpoint({
    method: 'POST',
    path: '/drives/:id/offers',
    body: { kind: 'json', schema: OfferInputSchema },
    response: OfferResponseSchema,
  }),
  rescindOffer: endpoint({
    method: 'PATCH',
    path: '/offers/:id',
    body: { kind: 'json', schema: OfferRescindSchema },
    response: OfferResponseSchema,
  }),

  // --- the student ------------------------------------------------------------------------------
  studentDrives: endpoint({ method: 'GET', path: '/student/drives', response: StudentDrivePageSchema }),
  studentDrive: endpoint({ method: 'GET', path: '/student/drives/:id', response: StudentDriveDetailSchema }),
  applyToDrive: endpoint({
    method: 'POST',
    path: '/student/drives/:id/apply',
    response: StudentApplicationResponseSchema,
  }),
  withdrawFromDrive: endpoint({
    method: 'POST',
    path: '/student/drives/:id/withdraw',
    response: StudentApplicationResponseSchema,
  }),
  studentApplications: endpoint({
    method: 'GET',
    path: '/student/applications',
    response: StudentApplicationsResponseSchema,
  }),
  studentOffers: endpoint({ method: 'GET', path: '/student/offers', response: StudentOffersResponseSchema }),
  answerOffer: endpoint({
    method: 'PATCH',
    path: '/student/offers/:id',
    body: { kind: 'json', schema: OfferAnswerSchema },
    response: OfferAnswerResponseSchema,
  }),
  standing: endpoint({ method: 'GET', path: '/student/season', response: StandingResponseSchema }),
  setEnrolment: endpoint({
    method: 'PATCH',
    path: '/student/season',
    body: { kind: 'json', schema: EnrolmentUpdateSchema },
    response: StandingResponseSchema,
  }),
  ownProfile: endpoint({ method: 'GET', path: '/candidate/own-profile', response: OwnProfileResponseSchema }),
  updateOwnProfile: endpoint({
    method: 'PATCH',
    path: '/candidate/own-profile',
    body: { kind: 'json', schema: OwnProfileUpdateSchema },
    response: OwnProfileResponseSchema,
  }),

  // --- everyone signed in -----------------------------------------------------------------------
  notifications: endpoint({ method: 'GET', path: '/notifications', response: NotificationPageSchema }),
  unreadCount: endpoint({ method: 'GET', path: '/notifications/unread-count', response: UnreadCountSchema }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/read',
    body: { kind: 'json', schema: MarkReadSchema },
    response: UnreadCountSchema,
  }),
};
