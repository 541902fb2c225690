/**
 * Request and response shapes of every call in spec section 7, as superstruct schemas.
 * The client checks responses against them; the mock backend rejects requests that do not match (400),
 * so the two cannot drift apart.
 */
import {
  array,
  boolean,
  define,
  enums,
  integer,
  lazy,
  literal,
  max,
  min,
  nonempty,
  number,
  object,
  optional,
  pattern,
  refine,
  string,
  type,
  type Infer,
} from 'superstruct';
import { SECTIONS_PER_BRANCH_MAX, SECTIONS_PER_BRANCH_MIN, STUDENT_STRENGTH_MAX } from '../constants';
import { DEPARTMENTS, PROGRAM_BRANCH_VALUES } from '../options/college';
import { DESIGNATIONS, EMPLOYEE_RANGES, JOB_ROLES } from '../options/company';
import { USER_TYPES } from '../user-types';
import { EMAIL_PATTERN, OTP_PATTERN, PHONE_PATTERN } from '../validation/rules';

const Email = pattern(string(), EMAIL_PATTERN);
const Phone = pattern(string(), PHONE_PATTERN);
const Text = nonempty(string());
export const UserTypeSchema = enums(USER_TYPES);

export const UserSchema = type({
  name: string(),
  email: string(),
  fullName: optional(string()),
  firstName: optional(string()),
  lastName: optional(string()),
  companyName: optional(string()),
});
export type User = Infer<typeof UserSchema>;

/** Error bodies: every non-2xx answer may carry a message. */
export const ErrorBodySchema = type({ message: optional(string()) });
export const MessageResponseSchema = type({ message: optional(string()) });

// --- sign-in and session -------------------------------------------------
export const LoginRequestSchema = object({ type: UserTypeSchema, email: Email, password: Text });
export type LoginRequest = Infer<typeof LoginRequestSchema>;
export const SessionResponseSchema = type({ user: UserSchema, userType: UserTypeSchema });
export type SessionResponse = Infer<typeof SessionResponseSchema>;

export const ForgotPasswordRequestSchema = object({ email: Email, type: UserTypeSchema });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequestSchema>;
/** The reset screen sends only the password; the general path may add the type. */
export const ResetPasswordRequestSchema = object({ password: Text, type: optional(UserTypeSchema) });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequestSchema>;

// --- institution search --------------------------------------------------
export const CollegeSuggestionSchema = type({
  id: string(),
  name: string(),
  city: string(),
  address: optional(string()),
  // Proposed extension of the spec's { id, name, city, address } (docs/api.md): what AICTE lists.
  university: optional(string()),
  programs: optional(array(lazy(() => ProgramSchema))),
});
export type CollegeSuggestion = Infer<typeof CollegeSuggestionSchema>;
export const CollegeSearchResponseSchema = type({
  success: boolean(),
  colleges: array(CollegeSuggestionSchema),
});

// --- e-mail verification -------------------------------------------------
export const SendOtpRequestSchema = object({ email: Email });
export const SendOtpResponseSchema = type({ success: boolean(), message: optional(string()) });
export const VerifyOtpRequestSchema = object({ email: Email, otp: pattern(string(), OTP_PATTERN) });
export const VerifyOtpResponseSchema = type({ success: boolean(), message: optional(string()) });
export const CheckEmailResponseSchema = type({ exists: boolean(), message: optional(string()) });

// --- college application -------------------------------------------------
export const PrimaryContactSchema = object({
  name: Text,
  designation: string(),
  department: enums([...DEPARTMENTS, '']),
  email: Email,
  phone: Phone,
});
export const ProgramSchema = object({
  branch: enums(PROGRAM_BRANCH_VALUES),
  sections: max(min(integer(), SECTIONS_PER_BRANCH_MIN), SECTIONS_PER_BRANCH_MAX),
});
export const CollegeApplicationSchema = object({
  college_name: Text,
  university: string(),
  website: string(),
  student_strength: max(min(integer(), 1), STUDENT_STRENGTH_MAX),
  college_address: string(),
  tpo_name: Text,
  tpo_email: Email,
  tpo_phone: Phone,
  password: Text,
  acknowledge: literal(true),
  primary_contacts: nonempty(array(PrimaryContactSchema)),
  programs: array(ProgramSchema),
  email_verified: literal(true),
});
export type CollegeApplication = Infer<typeof CollegeApplicationSchema>;
export const CollegeSubmitResponseSchema = type({ success: boolean(), message: optional(string()) });

// --- company application -------------------------------------------------
const Salary = min(number(), 0);
export const JobPostSchema = refine(
  object({
    role: enums(JOB_ROLES),
    title: Text,
    description: string(),
    min_salary: optional(Salary),
    max_salary: optional(Salary),
  }),
  'salary range',
  (job) =>
    job.min_salary === undefined ||
    job.max_salary === undefined ||
    job.max_salary > job.min_salary ||
    'max_salary must be above min_salary',
);
export type JobPost = Infer<typeof JobPostSchema>;
export const CompanyApplicationSchema = object({
  company_name: Text,
  company_address: string(),
  website: Text,
  employees: enums(EMPLOYEE_RANGES),
  contact_person: Text,
  designation: enums(DESIGNATIONS),
  email: Email,
  phone: Phone,
  hr_name: Text,
  hr_designation: enums(DESIGNATIONS),
  hr_email: Email,
  hr_phone: Phone,
  password: Text,
  acknowledge: literal(true),
  jobs: array(JobPostSchema),
});
export type CompanyApplication = Infer<typeof CompanyApplicationSchema>;

// --- candidate registration (multipart) ----------------------------------
export const FileSchema = define<Blob>(
  'file',
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);
/** The multipart fields as an object; type-specific requirements are checked by the server per type. */
export const CandidateRegistrationSchema = object({
  name: Text,
  email: Email,
  phone: Phone,
  password: Text,
  type: enums([
    'student-college',
    'jobseeker-fresher',
    'working-professional',
    'student',
    'fresher',
    'professional',
  ]),
  resume: optional(FileSchema),
  college: optional(Text),
  year: optional(Text),
  joiningyear: optional(pattern(string(), /^\d{4}$/)),
  branch: optional(Text),
  skills: optional(Text),
  degree: optional(Text),
  currentCompany: optional(Text),
  currentRole: optional(Text),
  experience: optional(Text),
});
export type CandidateRegistration = Infer<typeof CandidateRegistrationSchema>;
