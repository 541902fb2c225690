/** One submit check: the warning to show, or undefined when it passes. */
export type SubmitCheck = () => string | undefined;

/** The first failing check's warning, in the order given (spec section 5 fixes the order per form). */
export function firstFailedCheck(checks: readonly SubmitCheck[]): string | undefined {
  for (const check of checks) {
    const warning = check();
    if (warning) return warning;
  }
  return undefined;
}

/** The part of a final-form FormApi the field-errors check uses; any form's API fits, whatever its values. */
interface SubmittableForm {
  getState(): { hasValidationErrors?: boolean };
  submit(): unknown;
}

/** The 'field errors' check: fails while any blocking field rule fails, and reveals those errors. */
export function fieldErrorsCheck(form: SubmittableForm, warning: string): SubmitCheck {
  return () => {
    if (!form.getState().hasValidationErrors) return undefined;
    // Submitting an invalid form marks every field, so each error becomes visible.
    void form.submit();
    return warning;
  };
}
