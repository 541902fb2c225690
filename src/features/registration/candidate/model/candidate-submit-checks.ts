import { isEmailVerified } from '@/features/verification/public';
import { isResumeRequired } from '@/lib/options/candidate';
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
import { checkOf, firstFailedCheck, type RegistrationCheck } from '../../shared/submit-checks';

const BASIC_FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;
const missingBasics = (values: CandidateFormValues) => BASIC_FIELDS.filter((name) => !values[name]?.trim());
const missingTypeFieldsOf = (type: CandidateType, values: CandidateFormValues) =>
  missingTypeFields(type, buildCandidateRegistration(type, values));

/** The candidate form's submit checks for a type, in the spec's order (section 5). */
export function candidateSubmitChecks(type: CandidateType): RegistrationCheck<CandidateFormValues>[] {
  return [
    checkOf('email', (values) =>
      isEmailVerified({ ...values }, 'email') ? undefined : MSG.verifyCandidateEmail,
    ),
    {
      warning: (values) => (missingBasics(values).length ? MSG.fillRequiredFields : undefined),
      fields: missingBasics,
    },
    checkOf('phone', (values) => validatePhone(values.phone)),
    checkOf('password', (values) => validatePasswordStrength(values.password)),
    checkOf('confirmPassword', (values) =>
      validatePasswordConfirmation(values.password, values.confirmPassword),
    ),
    checkOf('college', (values) =>
      type === 'student-college' && validateCandidateCollege(values.college)
        ? MSG.validCollegeName
        : undefined,
    ),
    checkOf('resume', (values) => (isResumeRequired(type) && !values.resume ? MSG.uploadResume : undefined)),
    {
      warning: (values) => (missingTypeFieldsOf(type, values).length ? MSG.fillRequiredFields : undefined),
      fields: (values) => missingTypeFieldsOf(type, values),
    },
  ];
}

/** The warning of the first failing check, if any. */
export function candidateSubmitWarning(type: CandidateType, values: CandidateFormValues): string | undefined {
  return firstFailedCheck(candidateSubmitChecks(type), values)?.warning;
}
