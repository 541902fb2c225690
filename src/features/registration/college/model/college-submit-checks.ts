import { isEmailVerified } from '@/features/verification/public';
import { MSG } from '@/lib/validation/messages';
import {
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from '@/lib/validation/rules';
import { checkOf, type RegistrationCheck } from '../../shared/submit-checks';
import { TPO_EMAIL_FIELD, type CollegeFormValues } from './college-form-values';

const contactPhoneField = (index: number) => `primary_contacts[${index}].phone`;

const password = (values: CollegeFormValues) => values.password ?? '';
const confirmation = (values: CollegeFormValues) => values.confirmPassword ?? '';
const contacts = (values: CollegeFormValues) => values.primary_contacts ?? [];

/**
 * The college form's submit checks after 'field errors', in the order of spec section 5. Phones and passwords are
 * non-blocking on their fields, so each of these checks can be reached.
 */
export const COLLEGE_SUBMIT_CHECKS: readonly RegistrationCheck<CollegeFormValues>[] = [
  checkOf('tpo_phone', (values) => validatePhone(values.tpo_phone)),
  {
    warning: (values) =>
      contacts(values).every((contact) => validatePhone(contact.phone) === undefined)
        ? undefined
        : MSG.checkContactPhones,
    fields: (values) =>
      contacts(values).flatMap((contact, index) =>
        validatePhone(contact.phone) === undefined ? [] : [contactPhoneField(index)],
      ),
  },
  {
    warning: (values) => (password(values) && confirmation(values) ? undefined : MSG.enterAndConfirmPassword),
    fields: (values) => [
      ...(password(values) ? [] : ['password']),
      ...(confirmation(values) ? [] : ['confirmPassword']),
    ],
  },
  checkOf('password', (values) => validatePasswordStrength(password(values))),
  checkOf('confirmPassword', (values) =>
    validatePasswordConfirmation(password(values), confirmation(values)),
  ),
  checkOf(TPO_EMAIL_FIELD, (values) =>
    isEmailVerified({ ...values }, TPO_EMAIL_FIELD) ? undefined : MSG.verifyTpoEmail,
  ),
  checkOf('acknowledge', (values) => (values.acknowledge ? undefined : MSG.acknowledgePrivacy)),
];
