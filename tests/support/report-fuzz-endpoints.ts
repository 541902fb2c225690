/** The placement report's endpoints for the mock API fuzz test (mocks/handlers/fuzz.test.ts). */
import {
  ClaimListQuerySchema,
  ClaimReviewSchema,
  IntakeUpdateSchema,
  ReportQuerySchema,
  ReportStudentsExportQuerySchema,
  ReportStudentsQuerySchema,
  StudentClaimInputSchema,
  TpoClaimInputSchema,
} from '../../src/lib/api/report-contract';
import type { Endpoint } from './fuzz-requests';

/** A claim may be complete (201), lack what its kind needs (422), or name nobody (404) or a kind not the caller's (403). */
const CLAIM_ANSWERS = [201, 403, 404, 422];
/** Random query values may break the schema (400): the fuzzer does not tell those apart. */
const QUERIED = [200, 400];

export const REPORT_FUZZ_ENDPOINTS: Record<string, Endpoint> = {
  'GET /college/report': { reads: 'query', access: 'college', schema: ReportQuerySchema, answers: QUERIED },
  'GET /college/report/students': {
    reads: 'query',
    access: 'college',
    schema: ReportStudentsQuerySchema,
    valid: () => ({ batch: '2024' }),
    answers: QUERIED,
  },
  'GET /college/report/students/export': {
    reads: 'query',
    access: 'college',
    schema: ReportStudentsExportQuerySchema,
    valid: () => ({ batch: '2024' }),
    answers: QUERIED,
  },
  'GET /college/report/intake': { reads: 'nothing', access: 'college', answers: [200] },
  'PUT /college/report/intake': {
    reads: 'json',
    access: 'college',
    schema: IntakeUpdateSchema,
    valid: () => ({
      entries: [
        {
          programmeType: 'UG 4-year',
          graduationYear: 2024,
          intake: 180,
          admitted: 170,
          graduatingInMinimumTime: 160,
        },
      ],
    }),
  },
  'GET /college/report/claims': {
    reads: 'query',
    access: 'college',
    schema: ClaimListQuerySchema,
    valid: () => ({ reportedBy: 'student' }),
    answers: QUERIED,
  },
  'POST /college/report/claims': {
    reads: 'multipart',
    access: 'college',
    schema: TpoClaimInputSchema,
    valid: () => ({ rollNumber: '20BTECHCSE001', kind: 'entrepreneur' }),
    answers: CLAIM_ANSWERS,
  },
  'PATCH /college/report/claims/:id': {
    reads: 'json',
    access: 'college',
    schema: ClaimReviewSchema,
    valid: () => ({ state: 'confirmed' }),
    answers: [200, 404, 409],
  },
  'GET /college/report/claims/:id/letter': { reads: 'nothing', access: 'college', answers: [200, 404] },
  'GET /student/after-graduation': { reads: 'nothing', access: 'candidate', answers: [200] },
  'POST /student/after-graduation': {
    reads: 'multipart',
    access: 'candidate',
    schema: StudentClaimInputSchema,
    valid: () => ({ kind: 'higher-studies', institution: 'IISc', course: 'M.Tech' }),
    answers: CLAIM_ANSWERS,
  },
};
