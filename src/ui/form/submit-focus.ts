import { FORM_ERROR, getIn, setIn, type FormApi, type SubmissionErrors, type Unsubscribe } from 'final-form';

/**
 * Focus after a submit that found problems (docs/decisions/, "Focus on submit"): the first control, in page
 * order, that the problem is about. Every form uses these: plain forms through the `focusOnSubmitErrors`
 * decorator, the registration forms (whose checks open a warning dialog) through `focusFirstInvalidThen`.
 */

/** A field's submit error that marks it invalid without a message of its own: the form's error box explains. */
export const EXPLAINED_ABOVE = true;

/** A form-level error (the red box) that also marks the fields it is about as invalid, for focus and aria. */
export function formError(message: string, fields: readonly string[] = []): SubmissionErrors {
  return fields.reduce<object>((errors, name) => setIn(errors, name, EXPLAINED_ABOVE), {
    [FORM_ERROR]: message,
  });
}

/** Which of the named fields are empty (blank text counts as empty). */
export function emptyFields<Values extends object>(
  values: Values,
  names: readonly (keyof Values & string)[],
) {
  return names.filter((name) => {
    const value: unknown = values[name];
    return typeof value === 'string' ? !value.trim() : value === undefined || value === null;
  });
}

/** The named, enabled, rendered controls of `root`, in page order. */
function namedControls(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')).filter(
    (control) =>
      !(control as HTMLInputElement).disabled &&
      (control as HTMLInputElement).type !== 'hidden' &&
      control.getClientRects().length > 0,
  );
}

/** Focuses the first control of `root`, in page order, whose name `isInvalid` accepts; false when none does. */
function focusFirstInvalid(root: ParentNode, isInvalid: (name: string) => boolean): boolean {
  const target = namedControls(root).find((control) => isInvalid(control.getAttribute('name') ?? ''));
  target?.focus();
  return Boolean(target);
}

/** The part of a final-form FormApi `failedFields` reads; any form's API fits, whatever its values. */
interface FormStateSource {
  getState(): {
    hasValidationErrors?: boolean;
    errors?: object | undefined;
    submitErrors?: object | undefined;
  };
}

/** The fields a failed submit is about: those whose blocking rule fails, else those the server's answer names. */
export function failedFields(form: FormStateSource): (name: string) => boolean {
  const { hasValidationErrors, errors, submitErrors } = form.getState();
  const source: object = (hasValidationErrors ? errors : submitErrors) ?? {};
  return (name) => Boolean(name && getIn(source, name));
}

/** The given fields (a submit check's); all of them count, wherever they are. */
export const oneOf =
  (fields: readonly string[]) =>
  (name: string): boolean =>
    fields.includes(name);

/**
 * Once the problems a submit revealed have rendered (messages, an opened section): focus the first control
 * `isInvalid` names, then `then` — typically opening the warning dialog, which takes the focus and gives it back
 * to that control when it closes.
 */
export function focusFirstInvalidThen(
  root: () => ParentNode | null,
  isInvalid: (name: string) => boolean,
  then?: () => void,
) {
  setTimeout(() => {
    focusFirstInvalid(root() ?? document, isInvalid);
    then?.();
  }, 0);
}

/**
 * A final-form decorator: after a submit fails (a field rule, or the answer names fields), the first field it is
 * about, in page order, gets the focus. Controls are found by name, among the fields this form registered.
 */
function focusOnSubmitErrors<FormValues>(form: FormApi<FormValues>): Unsubscribe {
  const submit = form.submit;
  form.submit = () => {
    const result = submit();
    void Promise.resolve(result).then(() => {
      if (!form.getState().submitFailed) return;
      const registered = new Set(form.getRegisteredFields());
      const isFailed = failedFields(form);
      focusFirstInvalid(document, (name) => registered.has(name) && isFailed(name));
    });
    return result;
  };
  return () => {
    form.submit = submit;
  };
}

/** `decorators` for a <Form>: one stable array (react-final-form applies decorators once). */
export const SUBMIT_FOCUS = [focusOnSubmitErrors];
