import type { TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { FieldShell } from '@/ui/form/field-shell';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'id'>;

/** A multi-line text field on the shared field frame (label, hint and error wired with aria attributes). */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  ...rest
}: TextAreaProps & { name: string; label: string; hint?: string }) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const error =
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {(a11y) => (
        <textarea
          className="field__input field__textarea"
          rows={4}
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
