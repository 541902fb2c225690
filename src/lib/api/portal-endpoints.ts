import { CANDIDATE_TYPES } from '../user-types';
import { MessageResponseSchema } from './contract-fields';
import { endpoint, type EndpointError, fileEndpoint, notFound, UNSUPPORTED_FILE } from './endpoint';
import { PageQuerySchema } from './paging-contract';
import {
  ApplicantsResponseSchema,
  ApplicationResponseSchema,
  ApplicationStatusUpdateSchema,
  CandidateFilterQuerySchema,
  CandidatePageSchema,
  CandidateProfileResponseSchema,
  CollegeCompanyPageSchema,
  CollegeOverviewSchema,
  CollegeStudentQuerySchema,
  CompanyJobPageSchema,
  CompanyOverviewSchema,
  JobInputSchema,
  JobListResponseSchema,
  JobResponseSchema,
  JobStatusUpdateSchema,
  MyApplicationsResponseSchema,
  ResumeResponseSchema,
  ResumeUploadSchema,
} from './portal-contract';

const CANDIDATES = CANDIDATE_TYPES;
const COMPANIES = ['company'] as const;
const COLLEGES = ['college'] as const;

/** A company's own job: 404 when there is none, 403 when it is another company's. */
const OWN_JOB_ERRORS: readonly EndpointError[] = [
  notFound('job'),
  { status: 403, code: 'forbidden', when: 'the job belongs to another company' },
];

/**
 * The dashboards' calls (docs/api.md, 'Proposed extension'): the candidate's, the company's and the college's.
 * One entry each, used by the client and the mock backend alike; a list's query parameters are checked against
 * the entry's `query` schema. Job Pulse's calls are in jobs-endpoints.ts.
 */
export const PORTAL_API = {
  candidateProfile: endpoint({
    method: 'GET',
    path: '/candidate/profile',
    summary: "The signed-in candidate's profile.",
    response: CandidateProfileResponseSchema,
    access: CANDIDATES,
  }),
  candidateApplications: endpoint({
    method: 'GET',
    path: '/candidate/applications',
    summary: "The signed-in candidate's applications with their jobs.",
    response: MyApplicationsResponseSchema,
    access: CANDIDATES,
  }),
  recommendedJobs: endpoint({
    method: 'GET',
    path: '/candidate/recommended-jobs',
    summary: "Open jobs that fit the candidate's profile.",
    response: JobListResponseSchema,
    access: CANDIDATES,
  }),
  ownResume: fileEndpoint('/candidate/resume', {
    summary: "The signed-in candidate's resume file.",
    access: CANDIDATES,
    errors: [notFound('resume')],
  }),
  replaceResume: endpoint({
    method: 'PUT',
    path: '/candidate/resume',
    summary: "Replaces the signed-in candidate's resume.",
    body: { kind: 'multipart', schema: ResumeUploadSchema },
    response: ResumeResponseSchema,
    access: CANDIDATES,
    errors: [UNSUPPORTED_FILE],
  }),

  companyOverview: endpoint({
    method: 'GET',
    path: '/company/overview',
    summary: "The company's counts and recent activity.",
    response: CompanyOverviewSchema,
    access: COMPANIES,
  }),
  companyJobs: endpoint({
    method: 'GET',
    path: '/company/jobs',
    summary: "The company's own jobs, newest first, with applicant counts.",
    query: PageQuerySchema,
    response: CompanyJobPageSchema,
    access: COMPANIES,
  }),
  postJob: endpoint({
    method: 'POST',
    path: '/company/jobs',
    summary: 'Posts a job.',
    body: { kind: 'json', schema: JobInputSchema },
    response: JobResponseSchema,
    status: 201,
    access: COMPANIES,
    idempotent: true,
  }),
  companyJob: endpoint({
    method: 'GET',
    path: '/company/jobs/:id',
    summary: 'One of the company’s jobs.',
    response: JobResponseSchema,
    access: COMPANIES,
    errors: OWN_JOB_ERRORS,
  }),
  updateJob: endpoint({
    method: 'PUT',
    path: '/company/jobs/:id',
    summary: 'Edits one of the company’s jobs.',
    body: { kind: 'json', schema: JobInputSchema },
    response: JobResponseSchema,
    access: COMPANIES,
    errors: OWN_JOB_ERRORS,
  }),
  setJobStatus: endpoint({
    method: 'PATCH',
    path: '/company/jobs/:id/status',
    summary: 'Opens or closes one of the company’s jobs.',
    body: { kind: 'json', schema: JobStatusUpdateSchema },
    response: JobResponseSchema,
    access: COMPANIES,
    errors: OWN_JOB_ERRORS,
  }),
  deleteJob: endpoint({
    method: 'DELETE',
    path: '/company/jobs/:id',
    summary: 'Removes one of the company’s jobs and the applications to it.',
    response: MessageResponseSchema,
    access: COMPANIES,
    errors: OWN_JOB_ERRORS,
  }),
  applicants: endpoint({
    method: 'GET',
    path: '/company/jobs/:id/applicants',
    summary: 'The applicants to one of the company’s jobs.',
    response: ApplicantsResponseSchema,
    access: COMPANIES,
    errors: OWN_JOB_ERRORS,
  }),
  setApplicationStatus: endpoint({
    method: 'PATCH',
    path: '/company/applications/:id',
    summary: 'Moves an application to the company’s job along its status.',
    body: { kind: 'json', schema: ApplicationStatusUpdateSchema },
    response: ApplicationResponseSchema,
    access: COMPANIES,
    errors: [
      notFound('application'),
      { status: 403, code: 'forbidden', when: 'the application is for another company’s job' },
    ],
  }),
  companyCandidates: endpoint({
    method: 'GET',
    path: '/company/candidates',
    summary: 'Candidates, filtered, newest first, one page at a time.',
    query: CandidateFilterQuerySchema,
    response: CandidatePageSchema,
    access: COMPANIES,
  }),
  companyCandidate: endpoint({
    method: 'GET',
    path: '/company/candidates/:id',
    summary: "One candidate's profile with contact details.",
    response: CandidateProfileResponseSchema,
    access: COMPANIES,
    errors: [notFound('candidate')],
  }),
  companyCandidateResume: fileEndpoint('/company/candidates/:id/resume', {
    summary: "One candidate's resume file.",
    access: COMPANIES,
    errors: [notFound('candidate or resume')],
  }),

  collegeOverview: endpoint({
    method: 'GET',
    path: '/college/overview',
    summary: "The college's counts.",
    response: CollegeOverviewSchema,
    access: COLLEGES,
  }),
  collegeStudents: endpoint({
    method: 'GET',
    path: '/college/students',
    summary: "The college's registered students, one page at a time.",
    query: CollegeStudentQuerySchema,
    response: CandidatePageSchema,
    access: COLLEGES,
  }),
  collegeCompanies: endpoint({
    method: 'GET',
    path: '/college/companies',
    summary: 'Companies with open jobs, one page at a time.',
    query: PageQuerySchema,
    response: CollegeCompanyPageSchema,
    access: COLLEGES,
  }),
};
