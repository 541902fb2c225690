export const CANDIDATE_TYPES = ['student-college', 'jobseeker-fresher', 'working-professional'] as const;
export const USER_TYPES = [...CANDIDATE_TYPES, 'company', 'college'] as const;

export type CandidateType = (typeof CANDIDATE_TYPES)[number];

/**
 * The names an account may carry besides its `name` (the session contract's User reads each when it is text). A
 * plain list, so the store that keeps who is signed in can check a stored user without loading the contract.
 */
export const USER_NAME_FIELDS = ['fullName', 'firstName', 'lastName', 'companyName'] as const;
export type UserNameField = (typeof USER_NAME_FIELDS)[number];
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  'student-college': 'Student (College)',
  'jobseeker-fresher': 'JobSeeker - Fresher',
  'working-professional': 'Working Professional',
  company: 'Company',
  college: 'College',
};

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

export function isCandidateType(value: unknown): value is CandidateType {
  return typeof value === 'string' && (CANDIDATE_TYPES as readonly string[]).includes(value);
}

/** Short route values (/register/student) name the same candidate types as the long ones. */
const SHORT_CANDIDATE_TYPES: Record<string, CandidateType> = {
  student: 'student-college',
  fresher: 'jobseeker-fresher',
  professional: 'working-professional',
};

/** Every spelling of a candidate type a route may carry (the spec's "builders should accept both"). */
export const CANDIDATE_ROUTE_TYPES = [...CANDIDATE_TYPES, 'student', 'fresher', 'professional'] as const;

/** Maps a route or query value (long or short) to a user type; undefined when it names none. */
export function parseUserType(value: string | null | undefined): UserType | undefined {
  if (!value) return undefined;
  if (isUserType(value)) return value;
  return SHORT_CANDIDATE_TYPES[value];
}

/** The signed-in area a user type belongs to. */
export type Area = 'student' | 'company' | 'college';

export function areaOf(type: UserType): Area {
  if (type === 'company' || type === 'college') return type;
  return 'student';
}
