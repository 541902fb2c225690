import { isEmailVerified } from '@/features/verification/model/verified-emails';
import type { CandidateType } from '@/lib/user-types';
import { validateCandidateCollege } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import {
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from '@/lib/validation/rules';
import { buildCandidateRegistration, missingTypeFields } from './candidate-payload';
import type { CandidateFormValues } from './candidate-values';
import { CANDIDATE_PROFILES } from './candidate-types';

/** A failed submit check: the warning, and the fields it is about (the focus goes to the first on the page). */
export interface CandidateSubmitProblem {
  warning: string;
  fields: string[];
}

const BASIC_FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

const problem = (warning: string | undefined, field: string) =>
  warning ? { warning, fields: [field] } : undefined;

/** The candidate form's submit checks in the spec's order; the first failing one, if any. */
export function candidateSubmitProblem(
  type: CandidateType,
  values: CandidateFormValues,
): CandidateSubmitProblem | undefined {
  const missingBasics = BASIC_FIELDS.filter((name) => !values[name]?.trim());
  const checks: (() => CandidateSubmitProblem | undefined)[] = [
    () =>
      isEmailVerified({ ...values }, 'email')
        ? undefined
        : { warning: MSG.verifyCandidateEmail, fields: ['email'] },
    () => (missingBasics.length ? { warning: MSG.fillRequiredFields, fields: missingBasics } : undefined),
    () => problem(validatePhone(values.phone), 'phone'),
    () => problem(validatePasswordStrength(values.password), 'password'),
    () => problem(validatePasswordConfirmation(values.password, values.confirmPassword), 'confirmPassword'),
    () =>
      type === 'student-college' && validateCandidateCollege(values.college)
        ? { warning: MSG.validCollegeName, fields: ['college'] }
        : undefined,
    () =>
      CANDIDATE_PROFILES[type].resumeRequired && !values.resume
        ? { warning: MSG.uploadResume, fields: ['resume'] }
        : undefined,
    () => {
      const missing = missingTypeFields(type, buildCandidateRegistration(type, values));
      return missing.length ? { warning: MSG.fillRequiredFields, fields: missing } : undefined;
    },
  ];
  for (const check of checks) {
    const failed = check();
    if (failed) return failed;
  }
  return undefined;
}

/** The warning of the first failing check, if any. */
export function candidateSubmitWarning(type: CandidateType, values: CandidateFormValues): string | undefined {
  return candidateSubmitProblem(type, values)?.warning;
}
