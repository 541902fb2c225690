import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import { useTextInput } from './use-text-input';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'id' | 'maxLength' | 'onPaste'
>;

interface TextAreaFieldProps extends TextAreaProps {
  name: string;
  label: string;
  hint?: string;
  validate?: (value: string | undefined) => string | undefined;
  /** The most characters it takes (TEXT_MAX_LENGTH); a text area always shows its count. */
  maxLength: number;
}

/** A multi-line text field bound to react-final-form, on the shared field frame. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  validate,
  maxLength,
  ...rest
}: TextAreaFieldProps) {
  const { control, shell } = useTextInput(name, { label, validate, maxLength, counted: true });
  return (
    <FieldShell label={label} hint={hint} required={required} {...shell}>
      {(a11y) => (
        <textarea className="field__input field__textarea" rows={5} {...rest} {...a11y} {...control} />
      )}
    </FieldShell>
  );
}
