import { companySubmitErrorMessage } from '@/lib/api/error-messages';
import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { loginHrefWithType, paths } from '@/lib/routes';
import { MSG } from '@/lib/validation/messages';
import { ORGANISATION_TEXT } from '../../shared/organisation-text';
import type { RegistrationKind } from '../../shared/registration-kind';
import { emptyCompanyForm, type CompanyFormValues } from './company-form-values';
import { buildCompanyApplication } from './company-payload';
import { COMPANY_SUBMIT_CHECKS } from './company-submit-checks';
import { companySuccessMessage } from './success-message';

/** The company registration (POST /company/form), as the form, the submit hook and the outbox use it. */
export const companyRegistration: RegistrationKind<
  CompanyFormValues,
  ReturnType<typeof buildCompanyApplication>,
  { message?: string | undefined }
> = {
  formId: 'company',
  label: 'Company registration',
  endpoint: REGISTRATION_API.companyForm,
  secretFields: ['password'],
  emptyValues: emptyCompanyForm,
  buildPayload: buildCompanyApplication,
  fieldErrorsWarning: MSG.correctHighlighted,
  checks: COMPANY_SUBMIT_CHECKS,
  // Any answer in the 2xx range is success; its message, when there is one, is the headline.
  readAnswer: (answer, body) => ({
    accepted: true,
    message: companySuccessMessage(answer.message, { technical: body.email, hr: body.hr_email }),
  }),
  errorMessage: companySubmitErrorMessage,
  ...ORGANISATION_TEXT,
  formHref: paths.companyForm,
  continueAfterSuccess: (navigate) => navigate(loginHrefWithType('company')),
};
