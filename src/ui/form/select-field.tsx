import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { Option } from '@/lib/options/option';
import { useFieldWithFeedback } from './field-feedback';
import { FieldShell } from './field-shell';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'onChange' | 'id'
> {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  placeholder?: string;
  hint?: ReactNode;
  validate?: (value: string | undefined) => string | undefined;
  /** Called after the person picks a value (e.g. to adjust a dependent field). */
  onValueChange?: (value: string) => void;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  validate,
  onValueChange,
  required,
  ...rest
}: SelectFieldProps) {
  const {
    input,
    feedback: { error, invalid },
  } = useFieldWithFeedback<string>(name, { validate });
  return (
    <FieldShell label={label} hint={hint} error={error} invalid={invalid} required={required}>
      {(a11y) => (
        <select
          className="field__input"
          {...rest}
          {...a11y}
          name={input.name}
          value={input.value ?? ''}
          onChange={(event) => {
            input.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
