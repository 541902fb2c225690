/**
 * Request and response shapes of the registration forms (spec section 7; the calls are in
 * registration-endpoints.ts): the institution search, e-mail verification, and the college, company and candidate
 * applications. Requests are strict: the mock backend rejects a body that does not match (400), as a careful
 * server would. Answers are read strictly only where the UI needs the value and tolerantly elsewhere (tolerant.ts),
 * so a real server's null or extra field never breaks a screen.
 */
import type { Infer } from 'superstruct';
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
  string,
  type,
} from './schema-kit';
import {
  COLLEGE_SEARCH_MAX_LIMIT,
  SECTIONS_PER_BRANCH_MAX,
  SECTIONS_PER_BRANCH_MIN,
  STUDENT_STRENGTH_MAX,
  STUDENT_STRENGTH_MIN,
  TEXT_MAX_LENGTH as MAX,
} from '../constants';
import { CANDIDATE_PROFILE_FIELDS, type CandidateProfileField } from '../options/candidate';
import { DEPARTMENTS, PROGRAM_BRANCH_VALUES } from '../options/college';
import { DESIGNATIONS, EMPLOYEE_RANGES, JOB_ROLES } from '../options/company';
import { CANDIDATE_ROUTE_TYPES } from '../user-types';
import { validateResumeFile } from '../validation/form-rules';
import { OTP_PATTERN } from '../validation/rules';
import { UPLOAD_LIMIT_TEXT } from '../validation/upload-limit';
import { AnyTextUpTo, EmailSchema as Email, PhoneSchema as Phone, TextUpTo } from './contract-fields';
import { AnswerId, AnswerText, usableItems } from './tolerant';

// --- institution search --------------------------------------------------
/** A branch group of the college form with its number of sections (the college payload's `programs` item). */
const ProgramSchema = object({
  branch: enums(PROGRAM_BRANCH_VALUES),
  sections: max(min(integer(), SECTIONS_PER_BRANCH_MIN), SECTIONS_PER_BRANCH_MAX),
});

/**
 * A suggestion needs a name to show and pick; an id may come as a number, a city or address as null. Proposed
 * extension (docs/api.md): the affiliating university and the branches the institution offers, as the form's
 * branch groups; both optional, and a branch item the form cannot use is dropped.
 */
const CollegeSuggestionSchema = type({
  id: AnswerId,
  name: nonempty(string()),
  city: AnswerText,
  address: AnswerText,
  university: AnswerText,
  programs: optional(usableItems(ProgramSchema)),
});
export type CollegeSuggestion = Infer<typeof CollegeSuggestionSchema>;
/** One unusable suggestion is dropped; it never empties the list. */
/** GET /college/search?query=…&limit=…: the text, and how many suggestions at most (8 when absent). */
export const CollegeSearchQuerySchema = object({
  query: string(),
  limit: optional(
    refine(
      pattern(string(), /^\d{1,3}$/),
      'limit',
      (value) => (Number(value) >= 1 && Number(value) <= COLLEGE_SEARCH_MAX_LIMIT) || 'out of range',
      { description: `A whole number from 1 to ${COLLEGE_SEARCH_MAX_LIMIT}.` },
    ),
  ),
});
export const CollegeSearchResponseSchema = type({
  success: boolean(),
  colleges: usableItems(CollegeSuggestionSchema),
});

// --- e-mail verification -------------------------------------------------
export const SendOtpRequestSchema = object({ email: Email });
export const SendOtpResponseSchema = type({ success: boolean(), message: AnswerText });
export const VerifyOtpRequestSchema = object({ email: Email, otp: pattern(string(), OTP_PATTERN) });
export const VerifyOtpResponseSchema = type({ success: boolean(), message: AnswerText });
export const CheckEmailResponseSchema = type({ exists: boolean(), message: AnswerText });

// --- college application -------------------------------------------------
const PrimaryContactSchema = object({
  name: TextUpTo(MAX.personName),
  designation: AnyTextUpTo(MAX.title),
  department: enums([...DEPARTMENTS, '']),
  email: Email,
  phone: Phone,
});
export const CollegeApplicationSchema = object({
  college_name: TextUpTo(MAX.organisationName),
  university: AnyTextUpTo(MAX.organisationName),
  website: AnyTextUpTo(MAX.url),
  student_strength: max(min(integer(), STUDENT_STRENGTH_MIN), STUDENT_STRENGTH_MAX),
  college_address: AnyTextUpTo(MAX.address),
  tpo_name: TextUpTo(MAX.personName),
  tpo_email: Email,
  tpo_phone: Phone,
  password: TextUpTo(MAX.password),
  acknowledge: literal(true),
  primary_contacts: nonempty(array(PrimaryContactSchema)),
  programs: array(ProgramSchema),
  email_verified: literal(true),
  /** Proposed extension: the id of the suggestion the name was picked from (its AICTE id), when it was. */
  college_id: optional(TextUpTo(MAX.shortText)),
});
export type CollegeApplication = Infer<typeof CollegeApplicationSchema>;
/** The UI needs the success flag: `success: false` is a refusal (spec section 8). */
export const CollegeSubmitResponseSchema = type({ success: boolean(), message: AnswerText });

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
  { description: 'When both are given, max_salary must be above min_salary.' },
);
export type JobPost = Infer<typeof JobPostSchema>;
export const CompanyApplicationSchema = object({
  company_name: TextUpTo(MAX.organisationName),
  company_address: AnyTextUpTo(MAX.address),
  website: TextUpTo(MAX.url),
  // The spec does not require the range or the designations: '' when none was chosen (docs/decisions/).
  employees: enums([...EMPLOYEE_RANGES, '']),
  contact_person: TextUpTo(MAX.personName),
  designation: enums([...DESIGNATIONS, '']),
  email: Email,
  phone: Phone,
  hr_name: TextUpTo(MAX.personName),
  hr_designation: enums([...DESIGNATIONS, '']),
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
  { type: 'string', format: 'binary' },
);
/** A resume: a file named .pdf, .doc or .docx within the upload limit, refused with the form's own message (validateResumeFile). */
export const ResumeFileSchema = refine(
  FileSchema,
  'resume',
  (file) => validateResumeFile({ name: file instanceof File ? file.name : '', size: file.size }) ?? true,
  { description: `A resume: a .pdf, .doc or .docx file ${UPLOAD_LIMIT_TEXT}.` },
);
/** The longest text each profile field takes (TEXT_MAX_LENGTH). */
const PROFILE_FIELD_MAX: Record<CandidateProfileField, number> = {
  college: MAX.organisationName,
  year: MAX.shortText,
  joiningyear: MAX.shortText,
  branch: MAX.shortText,
  skills: MAX.skills,
  degree: MAX.shortText,
  currentCompany: MAX.organisationName,
  currentRole: MAX.title,
  experience: MAX.shortText,
};
const profileFieldSchema = (field: CandidateProfileField) => optional(TextUpTo(PROFILE_FIELD_MAX[field]));
/** Every profile field is optional text in the body; which a type needs is checked by the server per type. */
const CANDIDATE_PROFILE_SCHEMAS = Object.fromEntries(
  CANDIDATE_PROFILE_FIELDS.map((field) => [field, profileFieldSchema(field)]),
) as Record<CandidateProfileField, ReturnType<typeof profileFieldSchema>>;

/** The multipart fields as an object; type-specific requirements are checked by the server per type. */
export const CandidateRegistrationSchema = object({
  name: TextUpTo(MAX.personName),
  email: Email,
  phone: Phone,
  password: TextUpTo(MAX.password),
  type: enums(CANDIDATE_ROUTE_TYPES),
  resume: optional(ResumeFileSchema),
  ...CANDIDATE_PROFILE_SCHEMAS,
  joiningyear: optional(pattern(string(), /^\d{4}$/)),
  /** Proposed extension: the id of the institution the college was picked from (its AICTE id), when it was. */
  college_id: optional(TextUpTo(MAX.shortText)),
});
export type CandidateRegistration = Infer<typeof CandidateRegistrationSchema>;
