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
  /** What the field changed in the last edit, when that needs no action (a phone prefix removed). */
  note?: string | undefined;
  /** Characters used of the maximum ('12 / 500 characters'). */
  count?: string | undefined;
  /**
   * The note and the error are said aloud as they appear (a polite live region): for fields that change or limit
   * what is typed, whose messages come with a keystroke rather than on leaving the field.
   */
  live?: boolean;
  required?: boolean;
  /** Renders the control with the ids and aria attributes that tie it to its label, hint and error. */
  children: (a11y: FieldA11yProps) => ReactNode;
  className?: string;
}

/** The one field frame every input uses: visible label, hint, note, count and error wired with aria attributes. */
export function FieldShell({
  label,
  error,
  invalid,
  hint,
  note,
  count,
  live,
  required,
  children,
  className,
}: FieldShellProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, note: `${id}-note`, count: `${id}-count`, error: `${id}-error` };
  const describedBy =
    [hint && ids.hint, note && ids.note, count && ids.count, error && ids.error].filter(Boolean).join(' ') ||
    undefined;
  const messages = (
    <>
      {note && (
        <div id={ids.note} className="field__note">
          {note}
        </div>
      )}
      {error && (
        <div id={ids.error} className="field__error">
          {error}
        </div>
      )}
    </>
  );
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
        <div id={ids.hint} className="field__hint">
          {hint}
        </div>
      )}
      {count && (
        <div id={ids.count} className="field__count">
          {count}
        </div>
      )}
      {live ? (
        // Present (if empty) before anything is said, so the first message is announced too.
        <div className="field__live" aria-live="polite" aria-atomic="true" data-field-messages="">
          {messages}
        </div>
      ) : (
        messages
      )}
    </div>
  );
}
