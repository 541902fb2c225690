import { endpoint, fileEndpoint } from './endpoint';
import {
  ClaimListResponseSchema,
  ClaimResponseSchema,
  ClaimReviewSchema,
  IntakeResponseSchema,
  IntakeUpdateSchema,
  OwnClaimsResponseSchema,
  PlacementReportSchema,
  ReportStudentsResponseSchema,
  StudentClaimInputSchema,
  TpoClaimInputSchema,
} from './report-contract';

/**
 * The placement report's calls (docs/api.md, 'Placement report (proposed extension)'), used by the client and the
 * mock alike. Query parameters are checked by the handlers against ReportQuerySchema and ReportStudentsQuerySchema.
 */
export const REPORT_API = {
  /** ?batch=2026 picks the batch shown by branch and in the charts. */
  report: endpoint({ method: 'GET', path: '/college/report', response: PlacementReportSchema }),
  /** ?batch=&programmeType=&branch=&outcome=: the students behind a figure. */
  reportStudents: endpoint({
    method: 'GET',
    path: '/college/report/students',
    response: ReportStudentsResponseSchema,
  }),
  intake: endpoint({ method: 'GET', path: '/college/report/intake', response: IntakeResponseSchema }),
  updateIntake: endpoint({
    method: 'PUT',
    path: '/college/report/intake',
    body: { kind: 'json', schema: IntakeUpdateSchema },
    response: IntakeResponseSchema,
  }),
  claims: endpoint({ method: 'GET', path: '/college/report/claims', response: ClaimListResponseSchema }),
  recordClaim: endpoint({
    method: 'POST',
    path: '/college/report/claims',
    body: { kind: 'multipart', schema: TpoClaimInputSchema },
    response: ClaimResponseSchema,
  }),
  reviewClaim: endpoint({
    method: 'PATCH',
    path: '/college/report/claims/:id',
    body: { kind: 'json', schema: ClaimReviewSchema },
    response: ClaimResponseSchema,
  }),
  claimLetter: fileEndpoint('/college/report/claims/:id/letter'),

  ownClaims: endpoint({
    method: 'GET',
    path: '/student/after-graduation',
    response: OwnClaimsResponseSchema,
  }),
  submitClaim: endpoint({
    method: 'POST',
    path: '/student/after-graduation',
    body: { kind: 'multipart', schema: StudentClaimInputSchema },
    response: ClaimResponseSchema,
  }),
} as const;
