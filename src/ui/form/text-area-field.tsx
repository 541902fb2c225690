import type { TextareaHTMLAttributes } from 'react';
import { useFieldWithFeedback } from './field-feedback';
import { FieldShell } from './field-shell';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'id'>;

interface TextAreaFieldProps extends TextAreaProps {
  name: string;
  label: string;
  hint?: string;
  validate?: (value: string | undefined) => string | undefined;
}

/** A multi-line text field bound to react-final-form, on the shared field frame. */
export function TextAreaField({ name, label, hint, required, validate, ...rest }: TextAreaFieldProps) {
  const {
    input,
    feedback: { error, invalid },
  } = useFieldWithFeedback<string>(name, { validate });
  return (
    <FieldShell label={label} hint={hint} error={error} invalid={invalid} required={required}>
      {(a11y) => (
        <textarea
          className="field__input field__textarea"
          rows={5}
          {...rest}
          {...a11y}
          name={input.name}
          value={input.value ?? ''}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      )}
    </FieldShell>
  );
}
