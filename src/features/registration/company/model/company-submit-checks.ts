import { isEmailVerified } from '@/features/verification/public';
import { MSG } from '@/lib/validation/messages';
import {
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from '@/lib/validation/rules';
import { checkOf, type RegistrationCheck } from '../../shared/submit-checks';
import type { CompanyFormValues } from './company-form-values';

/**
 * The company form's submit checks after 'field errors', in the spec's order (section 5). Phones and passwords
 * are only warnings on their fields, so each of these is reachable with every blocking rule satisfied.
 */
export const COMPANY_SUBMIT_CHECKS: readonly RegistrationCheck<CompanyFormValues>[] = [
  checkOf('phone', (v) => (validatePhone(v.phone) ? MSG.invalidTechnicalPhone : undefined)),
  checkOf('hr_phone', (v) => (validatePhone(v.hr_phone) ? MSG.invalidHrPhone : undefined)),
  checkOf('password', (v) => (!v.password || !v.confirmPassword ? MSG.enterAndConfirmPassword : undefined)),
  checkOf('password', (v) => validatePasswordStrength(v.password)),
  checkOf('confirmPassword', (v) => validatePasswordConfirmation(v.password, v.confirmPassword)),
  checkOf('email', (v) => (isEmailVerified(v, 'email') ? undefined : MSG.verifyTechnicalEmail)),
  checkOf('hr_email', (v) => (isEmailVerified(v, 'hr_email') ? undefined : MSG.verifyHrEmail)),
];
