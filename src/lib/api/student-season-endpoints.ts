import { endpoint, type EndpointError, notFound } from './endpoint';
import { OfferAnswerSchema } from './offer-contract';
import { PageQuerySchema } from './paging-contract';
import { INVALID_TRANSITION, STUDENTS } from './season-endpoint-parts';
import { OfferAnswerResponseSchema, StudentOfferPageSchema } from './student-offer-contract';
import {
  EnrolmentUpdateResponseSchema,
  EnrolmentUpdateSchema,
  StandingResponseSchema,
  StudentApplicationPageSchema,
  StudentApplicationQuerySchema,
  StudentApplicationResponseSchema,
  StudentDriveDetailSchema,
  StudentDrivePageSchema,
  StudentDriveQuerySchema,
} from './student-season-contract';

const NO_RECORD = notFound('academic record for the student');
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
  {
    status: 409,
    code: 'accept_changed',
    when: 'accepting without the applications the student was shown it withdraws, or they are no longer what it withdraws (`reasons`: an `acceptWithdrawsChanged` with the new list)',
  },
  INVALID_TRANSITION,
];

/**
 * The student's season (docs/api.md, 'The student's season'): drives with the student's eligibility, applying
 * and withdrawing, applications, offers and answering them, the student's standing and opting out or back in. One
 * entry each, used by the client and the mock backend alike.
 */
export const STUDENT_SEASON_API = {
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
};
