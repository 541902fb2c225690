import type { CandidateRegistration } from '@/lib/api/registration-contract';
import {
  CANDIDATE_TYPE_FIELDS,
  type CandidateBranch,
  type CandidateProfileField,
} from '@/lib/options/candidate';
import type { CandidateType } from '@/lib/user-types';
import type { CandidateFormValues } from './candidate-values';

type TypeField = CandidateProfileField;

/** The fields each type sends besides the basic details and the resume (one list, shared with the mock). */
export const TYPE_FIELDS: Record<CandidateType, readonly TypeField[]> = CANDIDATE_TYPE_FIELDS;

/** IOT is sent as IT, Others as the candidate's own text (spec section 3). */
function branchToSend(branch: CandidateBranch | '' | undefined, otherBranch: string | undefined) {
  if (branch === 'IOT') return 'IT';
  if (branch === 'Others') return otherBranch?.trim() ?? '';
  return branch ?? '';
}

function typeFieldValue(field: TypeField, values: CandidateFormValues): string {
  if (field === 'branch') return branchToSend(values.branch, values.otherBranch);
  return values[field]?.trim() ?? '';
}

/**
 * The registration body for a type, from the form values: only that type's fields, no confirmation password,
 * and nothing for a field left empty (spec section 3). `type` is sent as the route spells it (the spec's
 * "the route type"): /register/student sends 'student', /register/student-college 'student-college'.
 */
export function buildCandidateRegistration(
  type: CandidateType,
  values: CandidateFormValues,
  routeType: string = type,
): Partial<CandidateRegistration> {
  const body: Partial<CandidateRegistration> = { type: routeType as CandidateRegistration['type'] };
  const basic = {
    name: values.name?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phone: values.phone ?? '',
    password: values.password ?? '',
  };
  for (const [key, value] of Object.entries(basic) as [keyof typeof basic, string][]) {
    if (value) body[key] = value;
  }
  for (const field of TYPE_FIELDS[type]) {
    const value = typeFieldValue(field, values);
    if (value) body[field] = value;
  }
  // Proposed extension: a college picked from the suggestions also sends its id, so the college's dashboard
  // finds the student by id rather than by spelling.
  if (body.college && values.collegeChoice?.source === 'suggestion')
    body.college_id = values.collegeChoice.id;
  if (values.resume) body.resume = values.resume;
  return body;
}

/** The type fields a body still lacks (the last submit check). */
export function missingTypeFields(type: CandidateType, body: Partial<CandidateRegistration>): TypeField[] {
  return TYPE_FIELDS[type].filter((field) => body[field] === undefined);
}
