import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import { splitTextInputOptions, useTextInput, type TextInputOptions } from './use-text-input';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'id' | 'maxLength' | 'onPaste'
>;

export interface TextFieldProps extends InputProps, TextInputOptions {
  name: string;
  hint?: ReactNode;
  /** Shown after the input, inside the same row (e.g. a Verify button). */
  action?: ReactNode;
}

/** A text input bound to react-final-form; it re-renders only for its own field. */
export function TextField({ name, hint, action, required, ...props }: TextFieldProps) {
  const [options, inputProps] = splitTextInputOptions(props);
  const { control, shell } = useTextInput(name, options);
  return (
    <FieldShell label={options.label} hint={hint} required={required} {...shell}>
      {(a11y) => {
        const input = <input className="field__input" {...inputProps} {...a11y} {...control} />;
        return action ? (
          <div className="field__with-action">
            {input}
            {action}
          </div>
        ) : (
          input
        );
      }}
    </FieldShell>
  );
}
