/** The portal's own endpoints (sign-in, registration, jobs, dashboards, batch) for the mock API fuzz test. */
import { BatchImportRequestSchema, BatchQuerySchema } from '../../src/lib/api/batch-contract';
import { JobListQuerySchema } from '../../src/lib/api/jobs-contract';
import { PageQuerySchema } from '../../src/lib/api/paging-contract';
import {
  ApplicationStatusUpdateSchema,
  CandidateFilterQuerySchema,
  CollegeStudentQuerySchema,
  JobInputSchema,
  JobStatusUpdateSchema,
  ResumeUploadSchema,
} from '../../src/lib/api/portal-contract';
import {
  CandidateRegistrationSchema,
  CollegeApplicationSchema,
  CompanyApplicationSchema,
  SendOtpRequestSchema,
  VerifyOtpRequestSchema,
} from '../../src/lib/api/registration-contract';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  ResetPasswordRequestSchema,
} from '../../src/lib/api/session-contract';
import { buildRecord } from '../../src/lib/season/test-records';
import type { Endpoint } from './fuzz-requests';
import { jobInput } from './sessions';
import { collegePayload } from './verify-email';

export const PORTAL_FUZZ_ENDPOINTS: Record<string, Endpoint> = {
  'POST /user/login': {
    reads: 'json',
    access: 'anyone',
    schema: LoginRequestSchema,
    valid: () => ({ type: 'college', email: 'tpo@example.com', password: 'Demo@2026' }),
  },
  'POST /user/logout': { reads: 'nothing', access: 'anyone', answers: [200] },
  'GET /user/check-auth': { reads: 'nothing', access: 'anyone', answers: [200, 401] },
  'POST /user/forgot-password': {
    reads: 'json',
    access: 'anyone',
    schema: ForgotPasswordRequestSchema,
    valid: () => ({ email: 'tpo@example.com', type: 'college' }),
  },
  'POST /user/reset-password/:token': {
    reads: 'json',
    access: 'anyone',
    schema: ResetPasswordRequestSchema,
    valid: () => ({ password: 'Fresh@2026' }),
  },
  'POST /send-otp': {
    reads: 'json',
    access: 'anyone',
    schema: SendOtpRequestSchema,
    valid: () => ({ email: 'someone@example.com' }),
  },
  'POST /verify-otp': {
    reads: 'json',
    access: 'anyone',
    schema: VerifyOtpRequestSchema,
    valid: () => ({ email: 'someone@example.com', otp: '123456' }),
  },
  'GET /check-email/:email': { reads: 'nothing', access: 'anyone', answers: [200, 400] },
  'GET /college/search': { reads: 'nothing', access: 'anyone', answers: [200, 400] },
  'POST /college/submit': {
    reads: 'json',
    access: 'anyone',
    schema: CollegeApplicationSchema,
    valid: () => collegePayload(),
  },
  'POST /company/form': {
    reads: 'json',
    access: 'anyone',
    schema: CompanyApplicationSchema,
    valid: () => ({
      company_name: 'Acme Devices',
      company_address: 'Bengaluru',
      website: 'https://acme.example.com',
      employees: '26-50',
      contact_person: 'Asha Menon',
      designation: 'cto',
      email: 'asha@acme.example.com',
      phone: '9876543210',
      hr_name: 'Ravi Rao',
      hr_designation: 'manager',
      hr_email: 'ravi@acme.example.com',
      hr_phone: '9123456780',
      password: 'Strong@2026',
      acknowledge: true,
      jobs: [
        { role: 'pcb_designer', title: 'PCB Designer', description: 'Boards', min_salary: 4, max_salary: 8 },
      ],
    }),
  },
  'POST /register': { reads: 'multipart', access: 'anyone', schema: CandidateRegistrationSchema },
  'GET /jobs': { reads: 'query', access: 'anyone', schema: JobListQuerySchema, answers: [200, 400] },
  'GET /jobs/summary': { reads: 'nothing', access: 'anyone', answers: [200] },
  'GET /jobs/:id': { reads: 'nothing', access: 'anyone', answers: [200, 404] },
  'POST /jobs/:id/apply': { reads: 'nothing', access: 'candidate', answers: [201, 404, 409] },
  'GET /candidate/profile': { reads: 'nothing', access: 'candidate', answers: [200] },
  'GET /candidate/applications': { reads: 'nothing', access: 'candidate', answers: [200] },
  'GET /candidate/recommended-jobs': { reads: 'nothing', access: 'candidate', answers: [200] },
  'GET /candidate/resume': { reads: 'nothing', access: 'candidate', answers: [200, 404] },
  'PUT /candidate/resume': { reads: 'multipart', access: 'candidate', schema: ResumeUploadSchema },
  'GET /company/jobs': { reads: 'query', access: 'company', schema: PageQuerySchema, answers: [200, 400] },
  'POST /company/jobs': { reads: 'json', access: 'company', schema: JobInputSchema, valid: () => jobInput() },
  'GET /company/jobs/:id': { reads: 'nothing', access: 'company', answers: [200, 403, 404] },
  'PUT /company/jobs/:id': {
    reads: 'json',
    access: 'company',
    schema: JobInputSchema,
    valid: () => jobInput(),
  },
  'PATCH /company/jobs/:id/status': {
    reads: 'json',
    access: 'company',
    schema: JobStatusUpdateSchema,
    valid: () => ({ status: 'closed' }),
  },
  'DELETE /company/jobs/:id': { reads: 'nothing', access: 'company', answers: [200, 403, 404] },
  'GET /company/jobs/:id/applicants': { reads: 'nothing', access: 'company', answers: [200, 403, 404] },
  'PATCH /company/applications/:id': {
    reads: 'json',
    access: 'company',
    schema: ApplicationStatusUpdateSchema,
    valid: () => ({ status: 'shortlisted' }),
  },
  'GET /company/overview': { reads: 'nothing', access: 'company', answers: [200] },
  'GET /company/candidates': {
    reads: 'query',
    access: 'company',
    schema: CandidateFilterQuerySchema,
    answers: [200, 400],
  },
  'GET /company/candidates/:id': { reads: 'nothing', access: 'company', answers: [200, 404] },
  'GET /company/candidates/:id/resume': { reads: 'nothing', access: 'company', answers: [200, 404] },
  'GET /college/overview': { reads: 'nothing', access: 'college', answers: [200] },
  'GET /college/students': {
    reads: 'query',
    access: 'college',
    schema: CollegeStudentQuerySchema,
    answers: [200, 400],
  },
  'GET /college/companies': {
    reads: 'query',
    access: 'college',
    schema: PageQuerySchema,
    answers: [200, 400],
  },
  'GET /college/batch': { reads: 'query', access: 'college', schema: BatchQuerySchema, answers: [200, 400] },
  // A body that keeps the shape but breaks a record rule is refused with its reasons (422).
  'POST /college/batch/import': {
    reads: 'json',
    access: 'college',
    schema: BatchImportRequestSchema,
    valid: () => ({
      records: [buildRecord({ rollNumber: '21CS001', name: 'Aarav Sharma', email: 'aarav@college.edu' })],
    }),
    answers: [200, 400, 422],
  },
  'GET /college/batch/export': { reads: 'nothing', access: 'college', answers: [200] },
};
