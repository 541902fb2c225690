import { useId, type ReactNode } from 'react';

export interface FieldA11yProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  /** Invalid without a message of its own (the form's error box explains); an error implies it. */
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the control with the ids and aria attributes that tie it to its label, hint and error. */
  children: (a11y: FieldA11yProps) => ReactNode;
  className?: string;
}

/** The one field frame every input uses: visible label, hint and error wired with aria attributes. */
export function FieldShell({ label, error, invalid, hint, required, children, className }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error) || Boolean(invalid),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="field__error">
          {error}
        </div>
      )}
    </div>
  );
}
