import type { CandidateType } from '../user-types';
/** Option lists of the candidate form (spec sections 3 and 9). */
export const YEARS_OF_STUDY = ['1st Year', '2nd Year', '3rd Year', '4th Year'] as const;

/** Branch choices; IOT is sent as IT and Others as the candidate's free text. */
export const CANDIDATE_BRANCHES = [
  'CSE',
  'CSE-AIML',
  'CSE-AIDS',
  'IT',
  'IOT',
  'ECE',
  'EEE',
  'MECH',
  'CIVIL',
  'Others',
] as const;
export type CandidateBranch = (typeof CANDIDATE_BRANCHES)[number];

export const DEGREES = ['High School', 'Diploma', "Bachelor's Degree", "Master's Degree", 'PhD'] as const;
export const EXPERIENCE_RANGES = ['0-1', '2-3', '3-5', '5+'] as const;

function yearRange(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

/** Students: 28 joining years, 2000 to 2027. Freshers: 31 pass-out years, 2000 to 2030. */
export const STUDENT_JOINING_YEARS = yearRange(2000, 2027);
export const FRESHER_PASSOUT_YEARS = yearRange(2000, 2030);

export const RESUME_ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/**
 * A candidate's profile fields besides name, e-mail, phone and resume: one list for the form, the contract,
 * the mock's records and the dashboards' summaries. Skills are text in the registration and a list elsewhere.
 */
export const CANDIDATE_PROFILE_FIELDS = [
  'college',
  'year',
  'joiningyear',
  'branch',
  'skills',
  'degree',
  'currentCompany',
  'currentRole',
  'experience',
] as const;
export type CandidateProfileField = (typeof CANDIDATE_PROFILE_FIELDS)[number];
/** The profile fields that are one text each (skills are a list once registered). */
export type CandidateTextField = Exclude<CandidateProfileField, 'skills'>;
export const CANDIDATE_TEXT_FIELDS = CANDIDATE_PROFILE_FIELDS.filter(
  (field): field is CandidateTextField => field !== 'skills',
);

/** The fields each candidate type sends besides the basic details and the resume; all of them are required. */
export const CANDIDATE_TYPE_FIELDS = {
  'student-college': ['college', 'year', 'joiningyear', 'branch', 'skills'],
  'jobseeker-fresher': ['degree', 'joiningyear', 'branch', 'skills'],
  'working-professional': ['currentCompany', 'currentRole', 'experience', 'skills'],
} as const satisfies Record<CandidateType, readonly CandidateProfileField[]>;

/** Types whose resume is required (students may register without one): the form and the mock ask this. */
const RESUME_REQUIRED_TYPES: readonly string[] = ['jobseeker-fresher', 'working-professional'];

export function isResumeRequired(type: string): boolean {
  return RESUME_REQUIRED_TYPES.includes(type);
}
