import { readPhoneInput } from '@/lib/validation/phone-input';
import { validatePhone } from '@/lib/validation/rules';
import { TextField } from './text-field';

interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * Every phone number of the portal: digits only, exactly ten (spec section 5), read the way people paste them
 * (+91, 0, spaces, other scripts' digits) and never cut into a different number (issue 14). It has no maxlength:
 * a longer number stays whole, with the spec's message.
 */
export function PhoneField({ name, label, required = true }: PhoneFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={required}
      warn={(value) => validatePhone(value)}
      sanitize={readPhoneInput}
    />
  );
}
