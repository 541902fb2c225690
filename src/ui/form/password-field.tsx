import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      action={
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-pressed={visible}
          aria-label={
            visible
              ? `Hide ${String(props.label).toLowerCase()}`
              : `Show ${String(props.label).toLowerCase()}`
          }
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
