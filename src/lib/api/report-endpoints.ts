import { CANDIDATE_TYPES } from '../user-types';
import { endpoint, fileEndpoint, type EndpointError, UNSUPPORTED_FILE } from './endpoint';
import {
  ClaimListResponseSchema,
  ClaimResponseSchema,
  ClaimReviewSchema,
  IntakeResponseSchema,
  IntakeUpdateSchema,
  OwnClaimsResponseSchema,
  PlacementReportSchema,
  ReportQuerySchema,
  ClaimListQuerySchema,
  ReportStudentsExportQuerySchema,
  ReportStudentsQuerySchema,
  ReportStudentsResponseSchema,
  StudentClaimInputSchema,
  TpoClaimInputSchema,
} from './report-contract';

const COLLEGES = ['college'] as const;
const CLAIM_INCOMPLETE: EndpointError = {
  status: 422,
  code: 'claim_incomplete',
  when: 'the claim lacks a detail its kind needs (the problems are in `reasons`)',
};

/**
 * The placement report's calls (docs/api.md, 'Placement report (proposed extension)'), used by the client and the
 * mock alike. Query parameters are checked against each entry's `query` schema.
 */
export const REPORT_API = {
  /** ?batch=2026 picks the batch shown by branch and in the charts. */
  report: endpoint({
    method: 'GET',
    path: '/college/report',
    summary: 'The placement report: NIRF tables, figures by branch and batch, charts.',
    response: PlacementReportSchema,
    query: ReportQuerySchema,
    access: COLLEGES,
  }),
  /** ?batch=&programmeType=&branch=&outcome=&page=&pageSize=: the students behind a figure, a page at a time. */
  reportStudents: endpoint({
    method: 'GET',
    path: '/college/report/students',
    summary: 'The students behind one figure of the report, a page at a time.',
    response: ReportStudentsResponseSchema,
    query: ReportStudentsQuerySchema,
    access: COLLEGES,
  }),
  /** The same filter, every student: the list's CSV (the cells the screen shows). */
  reportStudentsExport: fileEndpoint('/college/report/students/export', {
    summary: 'The students behind one figure of the report, as a CSV file.',
    query: ReportStudentsExportQuerySchema,
    access: COLLEGES,
  }),
  intake: endpoint({
    method: 'GET',
    path: '/college/report/intake',
    summary: 'The admissions figures the TPO entered, by programme type and year.',
    response: IntakeResponseSchema,
    access: COLLEGES,
  }),
  updateIntake: endpoint({
    method: 'PUT',
    path: '/college/report/intake',
    summary: 'Replaces the admissions figures.',
    body: { kind: 'json', schema: IntakeUpdateSchema },
    response: IntakeResponseSchema,
    access: COLLEGES,
  }),
  /** ?reportedBy=student&page=&pageSize=: waiting claims first, then the newest. */
  claims: endpoint({
    method: 'GET',
    path: '/college/report/claims',
    summary: 'Outcomes students reported and the TPO recorded, a page at a time, waiting ones first.',
    response: ClaimListResponseSchema,
    query: ClaimListQuerySchema,
    access: COLLEGES,
  }),
  recordClaim: endpoint({
    method: 'POST',
    path: '/college/report/claims',
    summary: "Records a student's outcome (with an offer letter, for a placement).",
    body: { kind: 'multipart', schema: TpoClaimInputSchema },
    response: ClaimResponseSchema,
    status: 201,
    access: COLLEGES,
    errors: [
      { status: 404, code: 'not_found', when: 'no student with this roll number' },
      CLAIM_INCOMPLETE,
      UNSUPPORTED_FILE,
    ],
  }),
  reviewClaim: endpoint({
    method: 'PATCH',
    path: '/college/report/claims/:id',
    summary: 'Verifies or rejects a reported outcome.',
    body: { kind: 'json', schema: ClaimReviewSchema },
    response: ClaimResponseSchema,
    access: COLLEGES,
    errors: [
      { status: 404, code: 'not_found', when: 'no such claim at this college' },
      { status: 409, code: 'invalid_transition', when: 'the claim was already reviewed' },
    ],
  }),
  claimLetter: fileEndpoint('/college/report/claims/:id/letter', {
    summary: "A claim's offer letter, as uploaded.",
    access: COLLEGES,
    errors: [{ status: 404, code: 'not_found', when: 'no such claim, or it has no offer letter' }],
  }),

  ownClaims: endpoint({
    method: 'GET',
    path: '/student/after-graduation',
    summary: 'The outcomes the student reported after graduating, and whether they are in a batch.',
    response: OwnClaimsResponseSchema,
    access: CANDIDATE_TYPES,
  }),
  submitClaim: endpoint({
    method: 'POST',
    path: '/student/after-graduation',
    summary: "Reports the student's own outcome after graduating.",
    body: { kind: 'multipart', schema: StudentClaimInputSchema },
    response: ClaimResponseSchema,
    status: 201,
    access: CANDIDATE_TYPES,
    errors: [
      {
        status: 403,
        code: 'forbidden',
        when: 'not in a graduating batch, or a kind only the placement cell records',
      },
      CLAIM_INCOMPLETE,
      UNSUPPORTED_FILE,
    ],
  }),
} as const;
