import { isEmailVerified } from '@/features/verification/model/verified-emails';
import type { CandidateType } from '@/lib/user-types';
import { validateCandidateCollege } from '@/lib/validation/form-rules';
import { MSG } from '@/lib/validation/messages';
import {
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from '@/lib/validation/rules';
import { firstFailedCheck } from '@/ui/form/submit-checks';
import { buildCandidateRegistration, missingTypeFields } from './candidate-payload';
import type { CandidateFormValues } from './candidate-values';
import { CANDIDATE_PROFILES } from './candidate-types';

/** The candidate form's submit checks in the spec's order; the first failing one's warning, if any. */
export function candidateSubmitWarning(type: CandidateType, values: CandidateFormValues): string | undefined {
  const basics = [
    values.name?.trim(),
    values.email?.trim(),
    values.phone,
    values.password,
    values.confirmPassword,
  ];
  return firstFailedCheck([
    () => (isEmailVerified({ ...values }, 'email') ? undefined : MSG.verifyCandidateEmail),
    () => (basics.every(Boolean) ? undefined : MSG.fillRequiredFields),
    () => validatePhone(values.phone),
    () => validatePasswordStrength(values.password),
    () => validatePasswordConfirmation(values.password, values.confirmPassword),
    () =>
      type === 'student-college' && validateCandidateCollege(values.college)
        ? MSG.validCollegeName
        : undefined,
    () => (CANDIDATE_PROFILES[type].resumeRequired && !values.resume ? MSG.uploadResume : undefined),
    () =>
      missingTypeFields(type, buildCandidateRegistration(type, values)).length
        ? MSG.fillRequiredFields
        : undefined,
  ]);
}
