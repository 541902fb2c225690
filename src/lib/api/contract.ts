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
  literal,
  max,
  min,
  nonempty,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import {
  SECTIONS_PER_BRANCH_MAX,
  SECTIONS_PER_BRANCH_MIN,
  STUDENT_STRENGTH_MAX,
  TEXT_MAX_LENGTH as MAX,
} from '../constants';
import { DEPARTMENTS, PROGRAM_BRANCH_VALUES } from '../options/college';
import { DESIGNATIONS, EMPLOYEE_RANGES, JOB_ROLES } from '../options/company';
import { USER_TYPES } from '../user-types';
import { EMAIL_PATTERN, OTP_PATTERN, PHONE_PATTERN } from '../validation/rules';

const Email = size(pattern(string(), EMAIL_PATTERN), 1, MAX.email);
const Phone = pattern(string(), PHONE_PATTERN);
const Text = nonempty(string());
/** Required text of at most `max` characters (TEXT_MAX_LENGTH): longer answers 400 (docs/api.md). */
export const TextUpTo = (max: number) => size(Text, 1, max);
/** Text that may be empty, of at most `max` characters. */
const AnyTextUpTo = (max: number) => size(string(), 0, max);
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
export const LoginRequestSchema = object({
  type: UserTypeSchema,
  email: Email,
  password: TextUpTo(MAX.password),
});
export type LoginRequest = Infer<typeof LoginRequestSchema>;
export const SessionResponseSchema = type({ user: UserSchema, userType: UserTypeSchema });
export type SessionResponse = Infer<typeof SessionResponseSchema>;

export const ForgotPasswordRequestSchema = object({ email: Email, type: UserTypeSchema });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequestSchema>;
/** The reset screen sends only the password; the general path may add the type. */
export const ResetPasswordRequestSchema = object({
  password: TextUpTo(MAX.password),
  type: optional(UserTypeSchema),
});
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequestSchema>;

// --- institution search --------------------------------------------------
export const CollegeSuggestionSchema = type({
  id: string(),
  name: string(),
  city: string(),
  address: optional(string()),
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
  name: TextUpTo(MAX.personName),
  designation: AnyTextUpTo(MAX.title),
  department: enums([...DEPARTMENTS, '']),
  email: Email,
  phone: Phone,
});
export const ProgramSchema = object({
  branch: enums(PROGRAM_BRANCH_VALUES),
  sections: max(min(integer(), SECTIONS_PER_BRANCH_MIN), SECTIONS_PER_BRANCH_MAX),
});
export const CollegeApplicationSchema = object({
  college_name: TextUpTo(MAX.organisationName),
  university: AnyTextUpTo(MAX.organisationName),
  website: AnyTextUpTo(MAX.url),
  student_strength: max(min(integer(), 1), STUDENT_STRENGTH_MAX),
  college_address: AnyTextUpTo(MAX.address),
  tpo_name: TextUpTo(MAX.personName),
  tpo_email: Email,
  tpo_phone: Phone,
  password: TextUpTo(MAX.password),
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
    title: TextUpTo(MAX.title),
    description: AnyTextUpTo(MAX.description),
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
  company_name: TextUpTo(MAX.organisationName),
  company_address: AnyTextUpTo(MAX.address),
  website: TextUpTo(MAX.url),
  employees: enums(EMPLOYEE_RANGES),
  contact_person: TextUpTo(MAX.personName),
  designation: enums(DESIGNATIONS),
  email: Email,
  phone: Phone,
  hr_name: TextUpTo(MAX.personName),
  hr_designation: enums(DESIGNATIONS),
  hr_email: Email,
  hr_phone: Phone,
  password: TextUpTo(MAX.password),
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
  name: TextUpTo(MAX.personName),
  email: Email,
  phone: Phone,
  password: TextUpTo(MAX.password),
  type: enums([
    'student-college',
    'jobseeker-fresher',
    'working-professional',
    'student',
    'fresher',
    'professional',
  ]),
  resume: optional(FileSchema),
  college: optional(TextUpTo(MAX.organisationName)),
  year: optional(TextUpTo(MAX.shortText)),
  joiningyear: optional(pattern(string(), /^\d{4}$/)),
  branch: optional(TextUpTo(MAX.shortText)),
  skills: optional(TextUpTo(MAX.skills)),
  degree: optional(TextUpTo(MAX.shortText)),
  currentCompany: optional(TextUpTo(MAX.organisationName)),
  currentRole: optional(TextUpTo(MAX.title)),
  experience: optional(TextUpTo(MAX.shortText)),
});
export type CandidateRegistration = Infer<typeof CandidateRegistrationSchema>;
