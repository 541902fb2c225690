/**
 * The dashboards' shapes (docs/api.md, 'Proposed extension'): posting and managing jobs, applications,
 * candidates, resumes and the college views (the calls are in portal-endpoints.ts). Like the rest of the contract,
 * the client checks responses against these schemas and the mock backend rejects requests that do not match them
 * (400). Jobs as the public pages show them are in jobs-contract.ts.
 */
import { validate, type Infer } from 'superstruct';
import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  object,
  optional,
  refine,
  string,
  type,
} from './schema-kit';
import { JOB_OPENINGS_MAX, TEXT_MAX_LENGTH as MAX } from '../constants';
import {
  CANDIDATE_TEXT_FIELDS,
  EXPERIENCE_RANGES,
  YEARS_OF_STUDY,
  type CandidateTextField,
} from '../options/candidate';
import { CANDIDATE_TYPES } from '../user-types';
import { NON_PRINTABLE_PATTERN } from '../validation/form-rules';
import { IsoDateSchema, TextUpTo } from './contract-fields';
import { SeasonStudentFiguresSchema } from './figures-contract';
import { ApplicationSchema, ApplicationStatusSchema, JobSchema, JobStatusSchema } from './jobs-contract';
import { pageOf, PageParam, PageSizeParam } from './paging-contract';
import { JobPostSchema, ResumeFileSchema } from './registration-contract';
import { AnswerText } from './tolerant';

/**
 * A job a company posts from its dashboard: the job fields of the company form (spec section 3, the same
 * salary rule) plus where, how many and until when. The title is any printable text (issue 14: 'C/C++ Firmware
 * Engineer 2026'), unlike the registration form's, which keeps the spec's name characters on the client.
 */
export const JobInputSchema = refine(
  object({
    ...JobPostSchema.schema,
    // A job posted from the dashboard stands alone on Job Pulse, so it needs a description.
    description: TextUpTo(MAX.description),
    title: refine(
      TextUpTo(MAX.title),
      'printable title',
      (value) => !NON_PRINTABLE_PATTERN.test(value) || 'tabs and other control characters are not allowed',
      { description: 'Printable text: no tabs or other control characters.' },
    ),
    location: TextUpTo(MAX.shortText),
    openings: max(min(integer(), 1), JOB_OPENINGS_MAX),
    closing_date: IsoDateSchema,
  }),
  'job post',
  // The salary rule lives in JobPostSchema; check the same fields against it rather than restate it.
  ({ role, title, description, min_salary, max_salary }) => {
    const [error] = validate({ role, title, description, min_salary, max_salary }, JobPostSchema);
    return !error || error.message;
  },
  { description: 'When both are given, max_salary must be above min_salary.' },
);
export type JobInput = Infer<typeof JobInputSchema>;

const CompanyJobSchema = type({ ...JobSchema.schema, applicantCount: integer() });
export type CompanyJob = Infer<typeof CompanyJobSchema>;
export const CompanyJobPageSchema = pageOf(CompanyJobSchema);
export const JobResponseSchema = type({ job: CompanyJobSchema });
export const JobStatusUpdateSchema = object({ status: JobStatusSchema });
export const ApplicationStatusUpdateSchema = object({ status: ApplicationStatusSchema });

const MyApplicationSchema = type({ ...ApplicationSchema.schema, job: JobSchema });
export type MyApplication = Infer<typeof MyApplicationSchema>;
export const MyApplicationsResponseSchema = type({ applications: array(MyApplicationSchema) });
export const JobListResponseSchema = type({ jobs: array(JobSchema) });

// --- candidates ------------------------------------------------------------
export const ResumeInfoSchema = type({
  name: string(),
  size: integer(),
  uploadedAt: string(),
  /** False for seeded demo candidates: the server generates a PDF from the profile. */
  uploaded: boolean(),
});
export type ResumeInfo = Infer<typeof ResumeInfoSchema>;

const CandidateSummarySchema = type({
  id: string(),
  type: enums(CANDIDATE_TYPES),
  name: string(),
  ...(Object.fromEntries(CANDIDATE_TEXT_FIELDS.map((field) => [field, AnswerText])) as Record<
    CandidateTextField,
    typeof AnswerText
  >),
  skills: array(string()),
  hasResume: boolean(),
  /** True when a company sees the candidate without contact details and resume (docs/api.md, 'Privacy'). */
  contactHidden: optional(boolean()),
});
export type CandidateSummary = Infer<typeof CandidateSummarySchema>;

const CandidateProfileSchema = type({
  ...CandidateSummarySchema.schema,
  /** Absent for a company the candidate has not shared them with (contactHidden; docs/api.md, 'Privacy'). */
  email: optional(string()),
  phone: optional(string()),
  registeredAt: string(),
  resume: optional(ResumeInfoSchema),
});
export type CandidateProfile = Infer<typeof CandidateProfileSchema>;
export const CandidateProfileResponseSchema = type({ profile: CandidateProfileSchema });
export const CandidatePageSchema = pageOf(CandidateSummarySchema);

/** Company Students: every filter optional; skills and college are free text (comma-separated skills). */
export const CandidateFilterQuerySchema = object({
  query: optional(string()),
  type: optional(enums(CANDIDATE_TYPES)),
  branch: optional(string()),
  year: optional(enums(YEARS_OF_STUDY)),
  experience: optional(enums(EXPERIENCE_RANGES)),
  skills: optional(string()),
  college: optional(string()),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type CandidateFilterQuery = Infer<typeof CandidateFilterQuerySchema>;

/** College Students: the college is the signed-in one; branch and year narrow it. */
export const CollegeStudentQuerySchema = object({
  query: optional(string()),
  branch: optional(string()),
  year: optional(enums(YEARS_OF_STUDY)),
  page: optional(PageParam),
  pageSize: optional(PageSizeParam),
});
export type CollegeStudentQuery = Infer<typeof CollegeStudentQuerySchema>;

const ApplicantSchema = type({
  applicationId: string(),
  status: ApplicationStatusSchema,
  appliedAt: string(),
  candidate: CandidateSummarySchema,
});
export type Applicant = Infer<typeof ApplicantSchema>;
export const ApplicantsResponseSchema = type({ job: CompanyJobSchema, applicants: array(ApplicantSchema) });
export const ApplicationResponseSchema = type({ application: ApplicationSchema });

/** PUT /candidate/resume: multipart with one file. */
export const ResumeUploadSchema = object({ resume: ResumeFileSchema });
export const ResumeResponseSchema = type({ message: optional(string()), resume: ResumeInfoSchema });

// --- overviews ---------------------------------------------------------------
const ACTIVITY_KINDS = ['application', 'job-posted', 'job-closed'] as const;
const ActivitySchema = type({
  id: string(),
  kind: enums(ACTIVITY_KINDS),
  text: string(),
  at: string(),
});
export type Activity = Infer<typeof ActivitySchema>;

export const CompanyOverviewSchema = type({
  companyName: string(),
  openJobs: integer(),
  totalJobs: integer(),
  applications: integer(),
  recentActivity: array(ActivitySchema),
});

export const CollegeOverviewSchema = type({
  collegeName: string(),
  /** Candidate accounts that named this college at registration, however they spelled it (not the batch). */
  students: integer(),
  /** The season's batch: the same figures as GET /college/season/summary's `students`. */
  season: SeasonStudentFiguresSchema,
  openJobs: integer(),
  companies: integer(),
});

const CollegeCompanySchema = type({
  id: string(),
  name: string(),
  website: optional(string()),
  employees: optional(string()),
  location: optional(string()),
  openJobs: array(JobSchema),
});
export type CollegeCompany = Infer<typeof CollegeCompanySchema>;
export const CollegeCompanyPageSchema = pageOf(CollegeCompanySchema);
