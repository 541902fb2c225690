import { collegeSubmitErrorMessage, ERROR_MESSAGES } from '@/lib/api/error-messages';
import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { loginHrefWithType, paths } from '@/lib/routes';
import { MSG } from '@/lib/validation/messages';
import type { RegistrationKind } from '../../shared/registration-kind';
import { ORGANISATION_TEXT } from '../../shared/organisation-text';
import { createCollegeFormValues, type CollegeFormValues } from './college-form-values';
import { buildCollegeApplication } from './college-payload';
import { COLLEGE_SUBMIT_CHECKS } from './college-submit-checks';
import { COLLEGE_TEXT } from './college-wording';

/** A `success: false` answer to the college form (spec section 8): 'Submission failed', and why, if it says. */
class CollegeRefusal extends Error {
  constructor(serverMessage: string | undefined) {
    const why = serverMessage?.trim();
    super(why ? `${ERROR_MESSAGES.collegeSuccessFlagFalse}\n${why}` : ERROR_MESSAGES.collegeSuccessFlagFalse);
    this.name = 'CollegeRefusal';
  }
}

/** The college registration (POST /college/submit), as the form, the submit hook and the outbox use it. */
export const collegeRegistration: RegistrationKind<
  CollegeFormValues,
  ReturnType<typeof buildCollegeApplication>,
  { success: boolean; message?: string | undefined }
> = {
  formId: 'college',
  label: 'College registration',
  endpoint: REGISTRATION_API.collegeSubmit,
  secretFields: ['password'],
  emptyValues: createCollegeFormValues,
  buildPayload: buildCollegeApplication,
  fieldErrorsWarning: MSG.correctHighlighted,
  checks: COLLEGE_SUBMIT_CHECKS,
  readAnswer: (answer, body) =>
    answer.success
      ? {
          accepted: true,
          message: `${ERROR_MESSAGES.collegeSubmitted}\n${COLLEGE_TEXT.signInHint(body.tpo_email)}`,
        }
      : { accepted: false, error: new CollegeRefusal(answer.message) },
  errorMessage: collegeSubmitErrorMessage,
  ...ORGANISATION_TEXT,
  formHref: paths.collegeForm,
  continueAfterSuccess: (navigate) => navigate(loginHrefWithType('college')),
};
