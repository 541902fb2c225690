import type { FormApi, SubmissionErrors } from 'final-form';
import { useRef, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { deleteDraft } from '@/offline/drafts/draft-store';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { QUEUED_NOTICE } from '@/offline/outbox/queued-notice';
import { MSG } from '@/lib/validation/messages';
import { failedFields, focusFirstInvalidThen, oneOf } from '@/ui/form/submit-focus';
import type { RegistrationKind } from './registration-kind';
import { firstFailedCheck, type FailedCheck } from './submit-checks';
import { useResultDialog } from './use-result-dialog';

/** Submitting an invalid form marks every field as tried, so each rule's message shows. */
function revealFieldRules<Values>(form: FormApi<Values>, warning: string): FailedCheck {
  void form.submit();
  // No fields are named: the focus goes to the first whose rule fails.
  return { warning, fields: [] };
}

/**
 * The first failing check, in the spec's order: the form's field rules where the kind checks them first (college,
 * company), then the kind's own checks, then any field rule still failing (a text over its maximum length on the
 * candidate form, whose spec checks do not name the field rules): a submit never does nothing silently.
 */
function firstProblem<Values>(
  kind: Pick<RegistrationKind<Values, never, never>, 'fieldErrorsWarning' | 'checks'>,
  form: FormApi<Values>,
): FailedCheck | undefined {
  const warning = kind.fieldErrorsWarning ?? MSG.correctHighlighted;
  if (kind.fieldErrorsWarning && form.getState().hasValidationErrors) return revealFieldRules(form, warning);
  const failed = firstFailedCheck(kind.checks, form.getState().values);
  if (failed) return failed;
  return form.getState().hasValidationErrors ? revealFieldRules(form, warning) : undefined;
}

/**
 * The one submit path of the registration forms: checks → send or queue → result dialog → draft clean-up.
 * A failed check reveals its fields, focuses the first and opens the warning (which hands the focus back). A
 * refusal keeps every value; success or queueing clears the form.
 */
export function useRegistrationSubmit<Values, Body extends Record<string, unknown>, Response>(
  kind: RegistrationKind<Values, Body, Response>,
  { onProblem }: { onProblem?: ((form: FormApi<Values>) => void) | undefined } = {},
) {
  const [, navigate] = useLocation();
  const results = useResultDialog();
  const formRef = useRef<HTMLFormElement>(null);

  /** The <form>'s submit handler: the checks, then final-form's submit only when all pass. */
  function handleSubmit(event: FormEvent<HTMLFormElement>, form: FormApi<Values>) {
    event.preventDefault();
    if (form.getState().submitting) return;
    const problem = firstProblem(kind, form);
    if (!problem) {
      void form.submit();
      return;
    }
    form.batch(() => problem.fields.forEach((name) => form.blur(name as keyof Values)));
    onProblem?.(form);
    focusFirstInvalidThen(
      () => formRef.current,
      problem.fields.length ? oneOf(problem.fields) : failedFields(form),
      () => results.show({ type: 'warning', title: kind.warningTitle, message: problem.warning }),
    );
  }

  /** final-form's onSubmit: runs once every check passed. */
  async function onSubmit(values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> {
    let outcome;
    try {
      // Sent now, or kept in the outbox when there is no connection (sent later, exactly once).
      outcome = await submitOrQueue(kind, kind.buildPayload(values), values as Record<string, unknown>);
    } catch (error) {
      outcome = { accepted: false as const, error };
    }
    if ('queued' in outcome) {
      form.restart(kind.emptyValues());
      results.show({ type: 'info', ...QUEUED_NOTICE });
      return undefined;
    }
    if (!outcome.accepted) {
      // The values stay as they are, so the person can correct them or simply try again.
      const fieldProblem = kind.fieldProblem?.(outcome.error);
      results.show({
        type: 'error',
        title: kind.errorTitle,
        message: fieldProblem?.message ?? kind.errorMessage(outcome.error),
      });
      return fieldProblem ? { [fieldProblem.field]: fieldProblem.fieldMessage } : undefined;
    }
    form.restart(kind.emptyValues());
    await deleteDraft(kind.formId);
    results.show({
      type: 'success',
      title: kind.successTitle,
      message: outcome.message,
      onContinue: () => kind.continueAfterSuccess(navigate),
    });
    return undefined;
  }

  return { formRef, handleSubmit, onSubmit, dialog: results.dialog };
}
