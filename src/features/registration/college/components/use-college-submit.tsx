import type { FormApi } from 'final-form';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { collegeSubmitErrorMessage, ERROR_MESSAGES } from '@/lib/api/error-messages';
import { loginHrefWithType } from '@/lib/routes';
import { MSG } from '@/lib/validation/messages';
import { fieldErrorsCheck, firstFailedCheck } from '@/ui/form/submit-checks';
import { failedFields, focusFirstInvalidThen, oneOf } from '@/ui/form/submit-focus';
import { ResultDialog, type ResultType } from '@/ui/result-dialog';
import { deleteDraft } from '@/offline/drafts/draft-store';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { QUEUED_NOTICE } from '@/offline/outbox/queued-notice';
import { COLLEGE_FORM_ID, collegeApplicationSubmission } from '../api/college-api';
import { createCollegeFormValues, type CollegeFormValues } from '../model/college-form-values';
import { buildCollegeApplication } from '../model/college-payload';
import { collegeSubmitChecks } from '../model/college-submit-checks';
import { COLLEGE_TEXT } from '../model/college-wording';

interface Notice {
  type: ResultType;
  title: string;
  message: string;
}

type CollegeFormApi = FormApi<CollegeFormValues>;

/**
 * The college form's submission: the spec's submit checks in order (each failure a warning), then the call.
 * Success clears the form and offers the login page; a failure keeps every value.
 */
export function useCollegeSubmit() {
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function warn(form: CollegeFormApi, message: string, fields: readonly string[]) {
    // Reveal the fields' own messages (their rules are non-blocking until now). Names are nested paths.
    const byPath = form as unknown as FormApi;
    form.batch(() => fields.forEach((name) => byPath.blur(name)));
    // Focus what to fix first (the check's fields, or the fields whose rule fails), then open the warning:
    // closing it returns the focus there.
    focusFirstInvalidThen(
      () => formRef.current,
      fields.length ? oneOf(fields) : failedFields(form),
      () => setNotice({ type: 'warning', title: COLLEGE_TEXT.checkTitle, message }),
    );
  }

  /** The <form>'s submit handler: runs the checks, and submits through final-form only when all pass. */
  function handleSubmit(event: FormEvent<HTMLFormElement>, form: CollegeFormApi) {
    event.preventDefault();
    if (form.getState().submitting) return;
    let failedFields: string[] = [];
    const warning = firstFailedCheck([
      fieldErrorsCheck(form as unknown as FormApi<never>, MSG.correctHighlighted),
      ...collegeSubmitChecks(form.getState().values).map(({ check, fields }) => () => {
        const message = check();
        if (message) failedFields = fields();
        return message;
      }),
    ]);
    if (warning) warn(form, warning, failedFields);
    else void form.submit();
  }

  async function onSubmit(values: CollegeFormValues, form: CollegeFormApi) {
    try {
      // Sent now, or kept in the outbox when there is no connection (sent later, exactly once).
      const outcome = await submitOrQueue(
        collegeApplicationSubmission(
          buildCollegeApplication(values),
          values as unknown as Record<string, unknown>,
        ),
      );
      form.restart(createCollegeFormValues());
      if (outcome.status === 'queued') {
        setNotice({ type: 'info', ...QUEUED_NOTICE });
        return;
      }
      if (!outcome.response.success) throw new Error(ERROR_MESSAGES.collegeSuccessFlagFalse);
      await deleteDraft(COLLEGE_FORM_ID);
      setNotice({
        type: 'success',
        title: COLLEGE_TEXT.successTitle,
        message: `${ERROR_MESSAGES.collegeSubmitted}\n${COLLEGE_TEXT.signInHint(values.tpo_email?.trim() ?? '')}`,
      });
    } catch (error) {
      setNotice({
        type: 'error',
        title: ERROR_MESSAGES.submissionFailedTitle,
        message: collegeSubmitErrorMessage(error),
      });
    }
  }

  const dialog = (
    <ResultDialog
      open={notice !== null}
      type={notice?.type ?? 'info'}
      title={notice?.title ?? ''}
      message={notice?.message ?? ''}
      onClose={() => setNotice(null)}
      onContinue={() => navigate(loginHrefWithType('college'))}
    />
  );

  return { formRef, handleSubmit, onSubmit, dialog };
}
