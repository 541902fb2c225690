import { isEmailVerified } from '@/features/verification/model/verified-emails';
import { MSG } from '@/lib/validation/messages';
import {
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from '@/lib/validation/rules';
import type { SubmitCheck } from '@/ui/form/submit-checks';
import { TPO_EMAIL_FIELD, type CollegeFormValues } from './college-form-values';

/** A submit check and the fields to reveal and focus when it fails. */
export interface CollegeSubmitCheck {
  check: SubmitCheck;
  fields: () => string[];
}

const contactPhoneField = (index: number) => `primary_contacts[${index}].phone`;

/**
 * The college form's submit checks after 'field errors', in the order of spec section 5. Phones and passwords are
 * non-blocking on their fields, so each of these checks can be reached.
 */
export function collegeSubmitChecks(values: CollegeFormValues): CollegeSubmitCheck[] {
  const password = values.password ?? '';
  const confirmation = values.confirmPassword ?? '';
  const contacts = values.primary_contacts ?? [];
  return [
    { check: () => validatePhone(values.tpo_phone), fields: () => ['tpo_phone'] },
    {
      check: () =>
        contacts.every((contact) => validatePhone(contact.phone) === undefined)
          ? undefined
          : MSG.checkContactPhones,
      fields: () =>
        contacts.flatMap((contact, index) =>
          validatePhone(contact.phone) === undefined ? [] : [contactPhoneField(index)],
        ),
    },
    {
      check: () => (password && confirmation ? undefined : MSG.enterAndConfirmPassword),
      fields: () => [...(password ? [] : ['password']), ...(confirmation ? [] : ['confirmPassword'])],
    },
    { check: () => validatePasswordStrength(password), fields: () => ['password'] },
    {
      check: () => validatePasswordConfirmation(password, confirmation),
      fields: () => ['confirmPassword'],
    },
    {
      check: () => (isEmailVerified({ ...values }, TPO_EMAIL_FIELD) ? undefined : MSG.verifyTpoEmail),
      fields: () => [TPO_EMAIL_FIELD],
    },
    {
      check: () => (values.acknowledge ? undefined : MSG.acknowledgePrivacy),
      fields: () => ['acknowledge'],
    },
  ];
}
