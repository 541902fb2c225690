import {
  ApplicantKeysResponseSchema,
  ApplicantQuerySchema,
  CandidateContactSchema,
  DriveApplicantPageSchema,
} from './applicant-contract';
import { endpoint, notFound } from './endpoint';
import { COMPANIES, OWN_DRIVE_ERRORS, RECRUITERS } from './season-endpoint-parts';

/**
 * A drive's applicants (docs/api.md, 'Applicants'): the applicants table's pages, the keys of every applicant a
 * filter matches, and a candidate's contact details for a company they applied to. One entry each, used by the
 * client and the mock backend alike.
 */
export const APPLICANT_API = {
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
};
