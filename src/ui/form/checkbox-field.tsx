import { useId, type ReactNode } from 'react';
import { useFieldWithFeedback } from './field-feedback';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  validate?: (checked: boolean | undefined) => string | undefined;
  onCheckedChange?: (checked: boolean) => void;
}

export function CheckboxField({ name, label, validate, onCheckedChange }: CheckboxFieldProps) {
  const {
    input,
    feedback: { error, invalid },
  } = useFieldWithFeedback<boolean>(name, { validate, type: 'checkbox' });
  const errorId = useId();
  return (
    <div className="checkbox-field">
      <label>
        <input
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            input.onChange(event.target.checked);
            onCheckedChange?.(event.target.checked);
          }}
          onBlur={input.onBlur}
        />{' '}
        {label}
      </label>
      {error && (
        <div id={errorId} className="field__error">
          {error}
        </div>
      )}
    </div>
  );
}
