import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldWithFeedback } from './field-feedback';
import { FieldShell } from './field-shell';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A blocking rule: the form does not submit while it fails. */
  validate?: (value: string | undefined) => string | undefined;
  /** A non-blocking rule: shown like an error once the field was visited, but checked again on submit. */
  warn?: (value: string | undefined) => string | undefined;
  /** An error from outside the form (a server answer about this field). */
  externalError?: string | undefined;
  /** Rewrites what was typed before it is stored (strip characters, truncate). */
  sanitize?: (raw: string) => string;
  onValueChange?: (value: string) => void;
  /** Shown after the input, inside the same row (e.g. a Verify button). */
  action?: ReactNode;
}

/** A text input bound to react-final-form; it re-renders only for its own field. */
export function TextField({
  name,
  label,
  hint,
  validate,
  warn,
  externalError,
  sanitize,
  onValueChange,
  action,
  required,
  ...inputProps
}: TextFieldProps) {
  const { input, feedback } = useFieldWithFeedback<string>(name, { validate, warn });
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={externalError ?? feedback.error}
      invalid={feedback.invalid}
      required={required}
    >
      {(a11y) => {
        const control = (
          <input
            className="field__input"
            {...inputProps}
            {...a11y}
            name={input.name}
            value={input.value ?? ''}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            onChange={(event) => {
              const value = sanitize ? sanitize(event.target.value) : event.target.value;
              input.onChange(value);
              onValueChange?.(value);
            }}
          />
        );
        return action ? (
          <div className="field__with-action">
            {control}
            {action}
          </div>
        ) : (
          control
        );
      }}
    </FieldShell>
  );
}
