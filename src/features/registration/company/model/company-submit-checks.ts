import { isEmailVerified } from '@/features/verification/model/verified-emails';
import { MSG } from '@/lib/validation/messages';
import {
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from '@/lib/validation/rules';
import type { CompanyFormValues } from './company-form-values';

/** A submit check after the field errors: its warning, and the field to take the person to. */
export interface CompanySubmitCheck {
  field: keyof CompanyFormValues;
  warning: (values: CompanyFormValues) => string | undefined;
}

/**
 * The company form's submit checks after 'field errors', in the spec's order (section 5). Phones and passwords
 * are only warnings on their fields, so each of these is reachable with every blocking rule satisfied.
 */
export const COMPANY_SUBMIT_CHECKS: readonly CompanySubmitCheck[] = [
  { field: 'phone', warning: (v) => (validatePhone(v.phone) ? MSG.invalidTechnicalPhone : undefined) },
  { field: 'hr_phone', warning: (v) => (validatePhone(v.hr_phone) ? MSG.invalidHrPhone : undefined) },
  {
    field: 'password',
    warning: (v) => (!v.password || !v.confirmPassword ? MSG.enterAndConfirmPassword : undefined),
  },
  { field: 'password', warning: (v) => validatePasswordStrength(v.password) },
  { field: 'confirmPassword', warning: (v) => validatePasswordConfirmation(v.password, v.confirmPassword) },
  {
    field: 'email',
    warning: (v) => (isEmailVerified(v, 'email') ? undefined : MSG.verifyTechnicalEmail),
  },
  {
    field: 'hr_email',
    warning: (v) => (isEmailVerified(v, 'hr_email') ? undefined : MSG.verifyHrEmail),
  },
];

/** The first failing check, or undefined when the form may be sent. */
export function firstFailedCompanyCheck(
  values: CompanyFormValues,
): { field: keyof CompanyFormValues; warning: string } | undefined {
  for (const check of COMPANY_SUBMIT_CHECKS) {
    const warning = check.warning(values);
    if (warning) return { field: check.field, warning };
  }
  return undefined;
}
