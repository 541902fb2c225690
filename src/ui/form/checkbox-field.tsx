import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FEEDBACK_SUBSCRIPTION, fieldFeedback, ruleMessage } from './field-feedback';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  validate?: (checked: boolean | undefined) => string | undefined;
  onCheckedChange?: (checked: boolean) => void;
}

export function CheckboxField({ name, label, validate, onCheckedChange }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    validate,
    subscription: { value: true, ...FEEDBACK_SUBSCRIPTION },
  });
  const { error, invalid } = fieldFeedback(meta, ruleMessage(meta.error));
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
