import { useState } from 'react';
import { MSG } from '@/lib/validation/messages';
import { sanitizePhoneInput, validatePhone } from '@/lib/validation/rules';
import { TextField } from './text-field';

interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Candidate form: say so when non-digits were typed. */
  announceStripped?: boolean;
}

/** Digits only, truncated to 10; 'Phone number is required' / 'must be exactly 10 digits' once visited. */
export function PhoneField({ name, label, required = true, announceStripped = false }: PhoneFieldProps) {
  const [stripped, setStripped] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={required}
      warn={(value) => validatePhone(value)}
      externalError={announceStripped && stripped ? MSG.phoneNumbersOnly : undefined}
      sanitize={(raw) => {
        if (announceStripped) setStripped(/\D/.test(raw));
        return sanitizePhoneInput(raw);
      }}
    />
  );
}
