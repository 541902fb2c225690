import { CANDIDATE_TYPES, USER_TYPES } from '../user-types';
import { endpoint, type EndpointError } from './endpoint';
import {
  DrivePageSchema,
  DriveProposalSchema,
  DriveResponseSchema,
  DriveRulesSchema,
  DriveInputSchema,
  DriveListQuerySchema,
  DriveStateUpdateSchema,
  EligibilityPreviewSchema,
  PolicyResponseSchema,
  PolicySettingsSchema,
  SeasonCollegePageSchema,
  SeasonCollegesQuerySchema,
  TpoDriveInputSchema,
} from './season-contract';
import {
  ApplicantKeysResponseSchema,
  ApplicantQuerySchema,
  CandidateContactSchema,
  DriveApplicantPageSchema,
  EnrolmentUpdateResponseSchema,
  EnrolmentUpdateSchema,
  MarkReadSchema,
  NotificationQuerySchema,
  NotificationPageSchema,
  OfferAnswerSchema,
  OfferInputSchema,
  OfferPageSchema,
  OfferRescindSchema,
  OfferResponseSchema,
  OwnProfileResponseSchema,
  OwnProfileUpdateSchema,
  SeasonSummarySchema,
  StandingResponseSchema,
  StudentApplicationResponseSchema,
  StudentDriveDetailSchema,
  StudentDriveQuerySchema,
  StudentDrivePageSchema,
  TpoEnrolmentUpdateSchema,
  TpoStudentResponseSchema,
  UnreadCountSchema,
} from './season-contract-people';
import {
  RoundCorrectionInputSchema,
  RoundCorrectionResponseSchema,
  RoundRecordPageSchema,
  RoundRecordResponseSchema,
  RoundResultsInputSchema,
  RoundResultsPreviewInputSchema,
  RoundResultsPreviewSchema,
  RoundResultsResponseSchema,
} from './season-contract-results';
import {
  OfferAnswerResponseSchema,
  StudentApplicationPageSchema,
  StudentApplicationQuerySchema,
  StudentOfferPageSchema,
} from './season-contract-student';
import { PageQuerySchema } from './portal-contract';

const COLLEGES = ['college'] as const;
const COMPANIES = ['company'] as const;
const RECRUITERS = ['college', 'company'] as const;
const STUDENTS = ['student-college'] as const;

const notFound = (what: string): EndpointError => ({
  status: 404,
  code: 'not_found',
  when: `no such ${what}`,
});
const INVALID_TRANSITION: EndpointError = {
  status: 409,
  code: 'invalid_transition',
  when: 'the state machine does not allow this move (the refusal is in `reasons`)',
};
/** A drive of the caller's: 404 when there is none, 403 when it is another college's or company's. */
const OWN_DRIVE_ERRORS: readonly EndpointError[] = [
  notFound('drive'),
  { status: 403, code: 'forbidden', when: 'the drive belongs to another college or company' },
];
const TERMS_FIXED: EndpointError = {
  status: 409,
  code: 'drive_closed',
  when: 'the drive has started or ended',
};
const NO_RECORD = notFound('academic record for the student');
/** Publishing, previewing or correcting a round's results. */
const ROUND_ERRORS: readonly EndpointError[] = [
  ...OWN_DRIVE_ERRORS,
  notFound('round of this drive'),
  {
    status: 409,
    code: 'drive_closed',
    when: 'the drive no longer records results (the drive state in `reasons`)',
  },
];
const RESULTS_CHANGED: EndpointError = {
  status: 409,
  code: 'results_changed',
  when: "turning down the rest without the number of students the preview showed, or that number is no longer the round's (reasons in `reasons`)",
};
const ISSUE_OFFER_ERRORS: readonly EndpointError[] = [
  ...OWN_DRIVE_ERRORS,
  notFound('application in this drive'),
  {
    status: 409,
    code: 'drive_closed',
    when: 'the drive no longer makes offers (`reasons`: a `driveState` with the states that would)',
  },
  {
    status: 409,
    code: 'not_selected',
    when: 'the applicant was not selected (`reasons`: an `applicationState`)',
  },
  {
    status: 409,
    code: 'offer_exists',
    when: 'the applicant already has an issued or accepted offer for this drive (`reasons`: an `offerExists`)',
  },
];
const APPLY_ERRORS: readonly EndpointError[] = [
  notFound('drive'),
  { status: 409, code: 'drive_closed', when: 'the drive no longer takes applications' },
  { status: 409, code: 'deadline_passed', when: 'the application deadline has passed' },
  { status: 409, code: 'already_applied', when: 'the student already applied to this drive' },
  {
    status: 422,
    code: 'ineligible',
    when: "the drive's rules refuse the student (the reasons are in `reasons`)",
  },
  {
    status: 422,
    code: 'policy_blocked',
    when: 'only the season policy refuses the student (reasons in `reasons`)',
  },
];
const ANSWER_OFFER_ERRORS: readonly EndpointError[] = [
  NO_RECORD,
  notFound('offer'),
  {
    status: 409,
    code: 'offer_expired',
    when: 'its respond-by time has passed (`reasons`: a `respondByPassed` with that time)',
  },
  {
    status: 422,
    code: 'policy_blocked',
    when: 'the season policy forbids accepting it (reasons in `reasons`)',
  },
  INVALID_TRANSITION,
];

/**
 * The placement season's calls (docs/api.md, 'Placement season (proposed extension)'). One entry each, used by
 * the client (callEndpoint) and the mock backend (route, readBody) alike. A list's query parameters are checked against
 * the entry's `query` schema. Paths name who calls them: /college (the TPO),
 * /company, /student; /drives/:id/… serve the TPO and the drive's company, each seeing what is theirs.
 */
export const SEASON_API = {
  // --- the TPO -------------------------------------------------------------------------
  policy: endpoint({
    method: 'GET',
    path: '/college/season/policy',
    summary: 'The season policy: tier thresholds, the offer cap, absences; with its history.',
    response: PolicyResponseSchema,
    access: COLLEGES,
  }),
  updatePolicy: endpoint({
    method: 'PUT',
    path: '/college/season/policy',
    summary: 'Sets the season policy (a new version; decisions already made keep theirs).',
    body: { kind: 'json', schema: PolicySettingsSchema },
    response: PolicyResponseSchema,
    access: COLLEGES,
  }),
  seasonSummary: endpoint({
    method: 'GET',
    path: '/college/season/summary',
    summary: 'The season at a glance for the TPO: drives, applications, offers, placed students.',
    response: SeasonSummarySchema,
    access: COLLEGES,
  }),
  collegeDrives: endpoint({
    method: 'GET',
    path: '/college/drives',
    summary: "The college's drives, filtered, sorted and paged.",
    response: DrivePageSchema,
    query: DriveListQuerySchema,
    access: COLLEGES,
  }),
  createDrive: endpoint({
    method: 'POST',
    path: '/college/drives',
    summary: 'Creates a drive (a draft, or published at once).',
    body: { kind: 'json', schema: TpoDriveInputSchema },
    response: DriveResponseSchema,
    status: 201,
    access: COLLEGES,
    idempotent: true,
    errors: [notFound('company')],
  }),
  eligibilityPreview: endpoint({
    method: 'POST',
    path: '/college/drives/eligibility-preview',
    summary: "How many of the batch a drive's rules let in, and why the others are out.",
    body: { kind: 'json', schema: DriveRulesSchema },
    response: EligibilityPreviewSchema,
    access: COLLEGES,
  }),
  updateDrive: endpoint({
    method: 'PUT',
    path: '/college/drives/:id',
    summary: "Edits a drive's terms before it starts; what students applied to stays.",
    body: { kind: 'json', schema: DriveInputSchema },
    response: DriveResponseSchema,
    access: COLLEGES,
    errors: [
      ...OWN_DRIVE_ERRORS,
      TERMS_FIXED,
      {
        status: 409,
        code: 'terms_locked',
        when: 'the edit changes the CTC after students applied, shuts out an applicant, or drops a round with results (the reasons are in `reasons`)',
      },
    ],
  }),
  /** Approve, decline, publish, close applications, close, cancel: one call, checked against DRIVE_MACHINE. */
  setDriveState: endpoint({
    method: 'PATCH',
    path: '/college/drives/:id/state',
    summary: 'Moves a drive: approve, decline, publish, close applications, close, cancel.',
    body: { kind: 'json', schema: DriveStateUpdateSchema },
    response: DriveResponseSchema,
    access: COLLEGES,
    errors: [...OWN_DRIVE_ERRORS, INVALID_TRANSITION],
  }),
  tpoStudent: endpoint({
    method: 'GET',
    path: '/college/season/students/:rollNumber',
    summary: 'One student of the batch: record, standing, applications and offers.',
    response: TpoStudentResponseSchema,
    access: COLLEGES,
    errors: [notFound('student with this roll number in the batch')],
  }),
  setStudentEnrolment: endpoint({
    method: 'PATCH',
    path: '/college/season/students/:rollNumber/enrolment',
    summary:
      "Opts a student out or in, blocks or unblocks them, with the reason the student reads; opting out withdraws the student's applications in progress.",
    body: { kind: 'json', schema: TpoEnrolmentUpdateSchema },
    response: TpoStudentResponseSchema,
    access: COLLEGES,
    errors: [notFound('student with this roll number in the batch'), INVALID_TRANSITION],
  }),

  // --- the company ------------------------------------------------------------------------
  seasonColleges: endpoint({
    method: 'GET',
    path: '/company/season/colleges',
    summary: 'Colleges a company may propose a drive to, by name, a page at a time.',
    response: SeasonCollegePageSchema,
    query: SeasonCollegesQuerySchema,
    access: COMPANIES,
  }),
  companyDrives: endpoint({
    method: 'GET',
    path: '/company/drives',
    summary: "The company's drives, filtered, sorted and paged.",
    response: DrivePageSchema,
    query: DriveListQuerySchema,
    access: COMPANIES,
  }),
  proposeDrive: endpoint({
    method: 'POST',
    path: '/company/drives',
    summary: "Proposes a drive from one of the company's jobs to a college.",
    body: { kind: 'json', schema: DriveProposalSchema },
    response: DriveResponseSchema,
    status: 201,
    access: COMPANIES,
    idempotent: true,
    errors: [notFound('college')],
  }),
  /** A company withdraws its own proposal (the only drive state change a company makes). */
  setProposalState: endpoint({
    method: 'PATCH',
    path: '/company/drives/:id/state',
    summary: "Withdraws the company's own proposal.",
    body: { kind: 'json', schema: DriveStateUpdateSchema },
    response: DriveResponseSchema,
    access: COMPANIES,
    errors: [...OWN_DRIVE_ERRORS, INVALID_TRANSITION],
  }),
  candidateContact: endpoint({
    method: 'GET',
    path: '/company/candidates/:id/contact',
    summary: "A candidate's e-mail, phone and resume details, for a company they applied to.",
    response: CandidateContactSchema,
    access: COMPANIES,
    errors: [
      notFound('candidate'),
      { status: 403, code: 'forbidden_contact', when: 'the candidate has not applied to this company' },
    ],
  }),

  // --- one drive: the TPO and the drive's company ----------------------------------------------
  drive: endpoint({
    method: 'GET',
    path: '/drives/:id',
    summary: 'One drive with its rules and rounds, for its TPO or its company.',
    response: DriveResponseSchema,
    access: RECRUITERS,
    errors: OWN_DRIVE_ERRORS,
  }),
  driveApplicants: endpoint({
    method: 'GET',
    path: '/drives/:id/applicants',
    summary: "A drive's applicants, filtered, sorted and paged.",
    response: DriveApplicantPageSchema,
    query: ApplicantQuerySchema,
    access: RECRUITERS,
    errors: OWN_DRIVE_ERRORS,
  }),
  applicantKeys: endpoint({
    method: 'GET',
    path: '/drives/:id/applicant-keys',
    summary: 'The keys of every applicant the filters match (for selecting them all).',
    response: ApplicantKeysResponseSchema,
    query: ApplicantQuerySchema,
    access: RECRUITERS,
    errors: OWN_DRIVE_ERRORS,
  }),
  roundResults: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/results',
    summary: "Publishes a round's results: who goes on, who is selected, waitlisted or out.",
    body: { kind: 'json', schema: RoundResultsInputSchema },
    response: RoundResultsResponseSchema,
    access: RECRUITERS,
    idempotent: true,
    errors: [...ROUND_ERRORS, RESULTS_CHANGED],
  }),
  previewRoundResults: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/results/preview',
    summary: "What publishing a round's results would do, by name; changes nothing.",
    body: { kind: 'json', schema: RoundResultsPreviewInputSchema },
    response: RoundResultsPreviewSchema,
    access: RECRUITERS,
    errors: ROUND_ERRORS,
  }),
  correctRoundResult: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/corrections',
    summary: "Corrects one applicant's result of a round, until the next round's results are published.",
    body: { kind: 'json', schema: RoundCorrectionInputSchema },
    response: RoundCorrectionResponseSchema,
    access: RECRUITERS,
    errors: [
      ...ROUND_ERRORS,
      notFound('applicant of this drive with this roll number'),
      {
        status: 409,
        code: 'round_locked',
        when: "the round has no published results, or the next round's are published (reasons in `reasons`)",
      },
      {
        status: 409,
        code: 'not_in_round',
        when: 'the applicant never reached this round (reasons in `reasons`)',
      },
      {
        status: 409,
        code: 'offer_exists',
        when: 'the applicant holds an offer of this drive (reasons in `reasons`)',
      },
      INVALID_TRANSITION,
    ],
  }),
  roundHistory: endpoint({
    method: 'GET',
    path: '/drives/:id/rounds/:roundId/history',
    summary: "A round's publications and corrections: who, when and what, newest first, paged.",
    response: RoundRecordPageSchema,
    query: PageQuerySchema,
    access: RECRUITERS,
    errors: [...OWN_DRIVE_ERRORS, notFound('round of this drive')],
  }),
  roundRecord: endpoint({
    method: 'GET',
    path: '/drives/:id/rounds/:roundId/history/:recordId',
    summary:
      "One entry of a round's history in full: the roll numbers by result and the entries it could not place (a company reads only those its applicants list shows it).",
    response: RoundRecordResponseSchema,
    access: RECRUITERS,
    errors: [...OWN_DRIVE_ERRORS, notFound('round of this drive, or record of this round')],
  }),
  driveOffers: endpoint({
    method: 'GET',
    path: '/drives/:id/offers',
    summary: "A drive's offers, newest first, paged.",
    response: OfferPageSchema,
    query: PageQuerySchema,
    access: RECRUITERS,
    errors: OWN_DRIVE_ERRORS,
  }),
  issueOffer: endpoint({
    method: 'POST',
    path: '/drives/:id/offers',
    summary: 'Offers a selected applicant a job, its tier decided under the current policy.',
    body: { kind: 'json', schema: OfferInputSchema },
    response: OfferResponseSchema,
    status: 201,
    access: RECRUITERS,
    idempotent: true,
    errors: ISSUE_OFFER_ERRORS,
  }),
  rescindOffer: endpoint({
    method: 'PATCH',
    path: '/offers/:id',
    summary:
      'Rescinds an issued or accepted offer; the student is told, and put back in the running when it was the only offer they accepted.',
    body: { kind: 'json', schema: OfferRescindSchema },
    response: OfferResponseSchema,
    access: RECRUITERS,
    errors: [
      notFound('offer'),
      { status: 403, code: 'forbidden', when: "the offer is another college's or company's" },
      INVALID_TRANSITION,
    ],
  }),

  // --- the student ------------------------------------------------------------------------------
  studentDrives: endpoint({
    method: 'GET',
    path: '/student/drives',
    summary: "Drives open to the student's college, with the student's eligibility for each.",
    response: StudentDrivePageSchema,
    query: StudentDriveQuerySchema,
    access: STUDENTS,
  }),
  studentDrive: endpoint({
    method: 'GET',
    path: '/student/drives/:id',
    summary: 'One drive for the student, with their eligibility and application.',
    response: StudentDriveDetailSchema,
    access: STUDENTS,
    errors: [notFound('drive')],
  }),
  applyToDrive: endpoint({
    method: 'POST',
    path: '/student/drives/:id/apply',
    summary: 'Applies to a drive; refused with the reasons when the rules or the policy say no.',
    response: StudentApplicationResponseSchema,
    status: 201,
    access: STUDENTS,
    errors: APPLY_ERRORS,
  }),
  withdrawFromDrive: endpoint({
    method: 'POST',
    path: '/student/drives/:id/withdraw',
    summary: "Withdraws the student's application before the deadline.",
    response: StudentApplicationResponseSchema,
    access: STUDENTS,
    errors: [
      notFound('application to this drive'),
      { status: 409, code: 'deadline_passed', when: 'the application deadline has passed' },
      INVALID_TRANSITION,
    ],
  }),
  studentApplications: endpoint({
    method: 'GET',
    path: '/student/applications',
    summary: "The student's applications with their timelines, newest first, paged.",
    response: StudentApplicationPageSchema,
    query: StudentApplicationQuerySchema,
    access: STUDENTS,
  }),
  studentOffers: endpoint({
    method: 'GET',
    path: '/student/offers',
    summary:
      "The student's offers, waiting ones first, paged; for each waiting offer what accepting it would do (or why the policy refuses it).",
    response: StudentOfferPageSchema,
    query: PageQuerySchema,
    access: STUDENTS,
  }),
  answerOffer: endpoint({
    method: 'PATCH',
    path: '/student/offers/:id',
    summary:
      'Accepts or declines an offer; an acceptance answers with what it did (the effect shown before).',
    body: { kind: 'json', schema: OfferAnswerSchema },
    response: OfferAnswerResponseSchema,
    access: STUDENTS,
    errors: ANSWER_OFFER_ERRORS,
  }),
  standing: endpoint({
    method: 'GET',
    path: '/student/season',
    summary: "The student's season standing: enrolment, offers held, what the policy allows.",
    response: StandingResponseSchema,
    access: STUDENTS,
    errors: [NO_RECORD],
  }),
  setEnrolment: endpoint({
    method: 'PATCH',
    path: '/student/season',
    summary: 'Opts the student out of the season (their applications in progress are withdrawn) or back in.',
    body: { kind: 'json', schema: EnrolmentUpdateSchema },
    response: EnrolmentUpdateResponseSchema,
    access: STUDENTS,
    errors: [NO_RECORD, INVALID_TRANSITION],
  }),
  ownProfile: endpoint({
    method: 'GET',
    path: '/candidate/own-profile',
    summary: "The candidate's own profile and how complete it is.",
    response: OwnProfileResponseSchema,
    access: CANDIDATE_TYPES,
  }),
  updateOwnProfile: endpoint({
    method: 'PATCH',
    path: '/candidate/own-profile',
    summary: "Updates the candidate's own profile.",
    body: { kind: 'json', schema: OwnProfileUpdateSchema },
    response: OwnProfileResponseSchema,
    access: CANDIDATE_TYPES,
  }),

  // --- everyone signed in -----------------------------------------------------------------------
  notifications: endpoint({
    method: 'GET',
    path: '/notifications',
    summary: "The account's notifications, newest first, paged.",
    response: NotificationPageSchema,
    query: NotificationQuerySchema,
    access: USER_TYPES,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    summary: 'How many notifications are unread.',
    response: UnreadCountSchema,
    access: USER_TYPES,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/read',
    summary: 'Marks notifications read: some by id, or all.',
    body: { kind: 'json', schema: MarkReadSchema },
    response: UnreadCountSchema,
    access: USER_TYPES,
  }),
};
