import { COLLEGE_NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from '@/lib/constants';
import { required, validateMaxLength, validateOrgName } from '@/lib/validation/form-rules';
import { fieldMessage } from '@/lib/validation/messages';
import { validateEmail, type Validator } from '@/lib/validation/rules';

/** The college form's blocking field rules, composed from the shared rules (spec section 5). */
const collegeNameCharacters = validateOrgName('College name', COLLEGE_NAME_MIN_LENGTH);
/** The college name's input is a combobox, not the field kit's text field, so its rule carries the maximum. */
export const validateCollegeNameLength = validateMaxLength('College name', TEXT_MAX_LENGTH.organisationName);
export const validateCollegeName: Validator<string | undefined> = (value) =>
  validateCollegeNameLength(value) ?? collegeNameCharacters(value);
export const validateTpoName = validateOrgName('TPO name', COLLEGE_NAME_MIN_LENGTH);
export const validateContactName = required('Name');

/** A primary contact's e-mail is required, and must look like an address. */
export const validateContactEmail: Validator<string | undefined> = (value) =>
  value?.trim() ? validateEmail(value) : fieldMessage.required('Email');

/** A checked branch needs its number of sections (the contract requires 1 to 20 for every program sent). */
export const validateSectionCount: Validator<string | undefined> = (value) =>
  value ? undefined : fieldMessage.required('Number of sections');
