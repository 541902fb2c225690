import type { FormApi } from 'final-form';
import { useLocation } from 'wouter';
import { companySubmitErrorMessage, ERROR_MESSAGES } from '@/lib/api/error-messages';
import { loginHrefWithType } from '@/lib/routes';
import { MSG } from '@/lib/validation/messages';
import { fieldErrorsCheck, firstFailedCheck } from '@/ui/form/submit-checks';
import { failedFields, focusFirstInvalidThen, oneOf } from '@/ui/form/submit-focus';
import { useResultDialog } from '../../shared/use-result-dialog';
import { deleteDraft } from '@/offline/drafts/draft-store';
import { COMPANY_FORM_ID, companyApplicationSubmission } from '../api/company-api';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { QUEUED_NOTICE } from '@/offline/outbox/queued-notice';
import { emptyCompanyForm, type CompanyFormValues } from '../model/company-form-values';
import { buildCompanyApplication } from '../model/company-payload';
import { firstFailedCompanyCheck } from '../model/company-submit-checks';
import { companySuccessMessage } from '../model/success-message';

type CompanyForm = FormApi<CompanyFormValues, Partial<CompanyFormValues>>;

/**
 * The company form's submit: the spec's checks in order as warning dialogs, then POST /company/form and the
 * success or failure dialog. `openJobs` reveals the job posts when one of them holds the field error.
 */
export function useCompanySubmit(openJobs: () => void) {
  const [, navigate] = useLocation();
  const results = useResultDialog();

  /** The form's onSubmit: runs only once every check passed. */
  async function send(values: CompanyFormValues, form: CompanyForm) {
    try {
      // Sent now, or kept in the outbox when there is no connection (sent later, exactly once).
      const outcome = await submitOrQueue(
        companyApplicationSubmission(
          buildCompanyApplication(values),
          values as unknown as Record<string, unknown>,
        ),
      );
      form.restart(emptyCompanyForm());
      if (outcome.status === 'queued') {
        results.show({ type: 'info', ...QUEUED_NOTICE });
        return undefined;
      }
      const response = outcome.response;
      await deleteDraft(COMPANY_FORM_ID);
      results.show({
        type: 'success',
        title: 'Submission Successful',
        message: companySuccessMessage(response.message, { technical: values.email, hr: values.hr_email }),
        onContinue: () => navigate(loginHrefWithType('company')),
      });
    } catch (error) {
      // The data stays in the form so the person can try again.
      results.show({
        type: 'error',
        title: ERROR_MESSAGES.submissionFailedTitle,
        message: companySubmitErrorMessage(error),
      });
    }
    return undefined;
  }

  /** The submit button: the first failing check warns and takes the focus to its field. */
  function attemptSubmit(form: CompanyForm, formElement: HTMLFormElement) {
    const state = form.getState();
    if (state.submitting) return;
    let field: string | undefined;
    const warning = firstFailedCheck([
      fieldErrorsCheck(form, MSG.correctHighlighted),
      () => {
        const failed = firstFailedCompanyCheck(state.values);
        field = failed?.field;
        return failed?.warning;
      },
    ]);
    if (!warning) {
      void form.submit();
      return;
    }
    if (field) form.blur(field as keyof CompanyFormValues);
    if ((state.errors as { jobs?: unknown } | undefined)?.jobs) openJobs();
    // Focus the check's field, or the first whose blocking rule fails (phones and passwords also look invalid
    // once visited, but they did not stop the submit); then the warning, which hands the focus back on close.
    focusFirstInvalidThen(
      () => formElement,
      field ? oneOf([field]) : failedFields(form),
      () => results.show({ type: 'warning', title: 'Please check the form', message: warning }),
    );
  }

  return { send, attemptSubmit, dialog: results.dialog };
}
