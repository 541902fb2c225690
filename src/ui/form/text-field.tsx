import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldShell } from './field-shell';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  validate?: (value: string | undefined) => string | undefined;
  /** Rewrites what was typed before it is stored (strip characters, truncate). */
  sanitize?: (raw: string) => string;
  /** Shown after the input, inside the same row (e.g. a Verify button). */
  action?: ReactNode;
}

/** A text input bound to react-final-form; re-renders only for its own field. */
export function TextField({
  name,
  label,
  hint,
  validate,
  sanitize,
  action,
  required,
  ...inputProps
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, {
    validate,
    subscription: { value: true, error: true, submitError: true, touched: true, submitFailed: true },
  });
  const shownError =
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
      ? meta.error
      : typeof meta.submitError === 'string'
        ? meta.submitError
        : undefined;
  return (
    <FieldShell label={label} hint={hint} error={shownError} required={required}>
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
            onChange={(event) => input.onChange(sanitize ? sanitize(event.target.value) : event.target.value)}
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
