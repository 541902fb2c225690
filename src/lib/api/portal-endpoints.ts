import { MessageResponseSchema } from './contract';
import { endpoint, fileEndpoint } from './endpoint';
import {
  ApplicantsResponseSchema,
  ApplicationResponseSchema,
  ApplicationStatusUpdateSchema,
  ApplyResponseSchema,
  CandidatePageSchema,
  CandidateProfileResponseSchema,
  CollegeCompanyPageSchema,
  CollegeOverviewSchema,
  CompanyJobPageSchema,
  CompanyOverviewSchema,
  JobDetailResponseSchema,
  JobInputSchema,
  JobListResponseSchema,
  JobPageSchema,
  JobResponseSchema,
  JobsSummarySchema,
  JobStatusUpdateSchema,
  MyApplicationsResponseSchema,
  ResumeResponseSchema,
  ResumeUploadSchema,
} from './portal-contract';

/**
 * The calls of the proposed extension (docs/api.md): dashboards and Job Pulse. Like endpoints.ts, one entry each,
 * used by the client and the mock backend alike. Query parameters are checked by each handler's query schema.
 */
export const PORTAL_API = {
  jobs: endpoint({ method: 'GET', path: '/jobs', response: JobPageSchema }),
  jobsSummary: endpoint({ method: 'GET', path: '/jobs/summary', response: JobsSummarySchema }),
  job: endpoint({ method: 'GET', path: '/jobs/:id', response: JobDetailResponseSchema }),
  apply: endpoint({ method: 'POST', path: '/jobs/:id/apply', response: ApplyResponseSchema }),

  candidateProfile: endpoint({
    method: 'GET',
    path: '/candidate/profile',
    response: CandidateProfileResponseSchema,
  }),
  candidateApplications: endpoint({
    method: 'GET',
    path: '/candidate/applications',
    response: MyApplicationsResponseSchema,
  }),
  recommendedJobs: endpoint({
    method: 'GET',
    path: '/candidate/recommended-jobs',
    response: JobListResponseSchema,
  }),
  ownResume: fileEndpoint('/candidate/resume'),
  replaceResume: endpoint({
    method: 'PUT',
    path: '/candidate/resume',
    body: { kind: 'multipart', schema: ResumeUploadSchema },
    response: ResumeResponseSchema,
  }),

  companyOverview: endpoint({ method: 'GET', path: '/company/overview', response: CompanyOverviewSchema }),
  companyJobs: endpoint({ method: 'GET', path: '/company/jobs', response: CompanyJobPageSchema }),
  postJob: endpoint({
    method: 'POST',
    path: '/company/jobs',
    body: { kind: 'json', schema: JobInputSchema },
    response: JobResponseSchema,
  }),
  companyJob: endpoint({ method: 'GET', path: '/company/jobs/:id', response: JobResponseSchema }),
  updateJob: endpoint({
    method: 'PUT',
    path: '/company/jobs/:id',
    body: { kind: 'json', schema: JobInputSchema },
    response: JobResponseSchema,
  }),
  setJobStatus: endpoint({
    method: 'PATCH',
    path: '/company/jobs/:id/status',
    body: { kind: 'json', schema: JobStatusUpdateSchema },
    response: JobResponseSchema,
  }),
  deleteJob: endpoint({ method: 'DELETE', path: '/company/jobs/:id', response: MessageResponseSchema }),
  applicants: endpoint({
    method: 'GET',
    path: '/company/jobs/:id/applicants',
    response: ApplicantsResponseSchema,
  }),
  setApplicationStatus: endpoint({
    method: 'PATCH',
    path: '/company/applications/:id',
    body: { kind: 'json', schema: ApplicationStatusUpdateSchema },
    response: ApplicationResponseSchema,
  }),
  companyCandidates: endpoint({ method: 'GET', path: '/company/candidates', response: CandidatePageSchema }),
  companyCandidate: endpoint({
    method: 'GET',
    path: '/company/candidates/:id',
    response: CandidateProfileResponseSchema,
  }),
  companyCandidateResume: fileEndpoint('/company/candidates/:id/resume'),

  collegeOverview: endpoint({ method: 'GET', path: '/college/overview', response: CollegeOverviewSchema }),
  collegeStudents: endpoint({ method: 'GET', path: '/college/students', response: CandidatePageSchema }),
  collegeCompanies: endpoint({
    method: 'GET',
    path: '/college/companies',
    response: CollegeCompanyPageSchema,
  }),
};
