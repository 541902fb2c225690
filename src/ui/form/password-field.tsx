import { useState } from 'react';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle; the toggle's name says what pressing it does. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action' | 'label'> & { label: string }) {
  const [visible, setVisible] = useState(false);
  const what = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      maxLength={props.maxLength ?? TEXT_MAX_LENGTH.password}
      action={
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={visible ? `Hide ${what}` : `Show ${what}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
