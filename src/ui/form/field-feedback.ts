import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { EXPLAINED_ABOVE } from './submit-focus';

/** The field state `fieldFeedback` reads. */
const FEEDBACK_SUBSCRIPTION = {
  error: true,
  submitError: true,
  touched: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

export interface FieldFeedback {
  /** The message under the field. */
  error: string | undefined;
  /** aria-invalid: a message, or the form's error box names this field (until it is edited). */
  invalid: boolean;
}

/**
 * What a field shows: the server's message about it (until it is edited), else its rule's message once it was
 * visited or a submit was tried. One place for every control of the field kit.
 */
function fieldFeedback(meta: FieldMetaState, rule: string | undefined): FieldFeedback {
  const visited = meta.touched || meta.submitFailed;
  // The server's word on this field holds until the field is edited (then the field's own rule speaks).
  const current = !meta.dirtySinceLastSubmit;
  const serverMessage = current && typeof meta.submitError === 'string' ? meta.submitError : undefined;
  const error = serverMessage ?? (visited ? rule : undefined);
  const explainedAbove = meta.submitError === EXPLAINED_ABOVE && current;
  return { error, invalid: Boolean(error) || explainedAbove };
}

/** A field rule's message, when the rule gave one (final-form errors can be any value). */
const ruleMessage = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined);

/**
 * A control holds what the person left in it: an emptied field is '' as the form's blank values are, never
 * undefined. react-final-form's default `parse` turns '' into undefined and drops the key, so a form's values
 * stopped matching their types: emptying the drive form's Minimum CGPA crashed its `.trim()` (issue 25).
 */
const keepAsTyped = <Value>(value: Value) => value;

/**
 * The field kit's binding to react-final-form: the field's value and the feedback it shows, subscribed to its own
 * state only (one key press re-renders one field). `warn` gives a message the rules do not block on.
 */
export function useFieldWithFeedback<Value>(
  name: string,
  {
    validate,
    type,
    warn,
  }: Pick<UseFieldConfig, 'type'> & {
    validate?: ((value: Value | undefined) => string | undefined) | undefined;
    warn?: ((value: Value) => string | undefined) | undefined;
  },
) {
  const { input, meta } = useField<Value>(name, {
    type,
    validate,
    parse: keepAsTyped,
    subscription: { value: true, ...FEEDBACK_SUBSCRIPTION },
  });
  return { input, feedback: fieldFeedback(meta, ruleMessage(meta.error) ?? warn?.(input.value)) };
}
