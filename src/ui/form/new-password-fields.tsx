import { useField } from 'react-final-form';
import { MSG } from '@/lib/validation/messages';
import {
  passwordStrength,
  validatePasswordConfirmation,
  validatePasswordStrength,
} from '@/lib/validation/rules';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  name?: string;
  confirmName?: string;
  label?: string;
}

/** Password + confirmation with the strength meter; their rules are checked again on submit. */
export function NewPasswordFields({
  name = 'password',
  confirmName = 'confirmPassword',
  label = 'Password',
}: NewPasswordFieldsProps) {
  const password = useField<string>(name, { subscription: { value: true } }).input.value ?? '';
  const strength = passwordStrength(password);
  return (
    <>
      <PasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        required
        warn={(value) => (value ? validatePasswordStrength(value) : MSG.enterAndConfirmPassword)}
        hint={
          password ? (
            <span className={`strength strength--${strength.toLowerCase()}`}>
              Password strength: <strong>{strength}</strong>
            </span>
          ) : (
            'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.'
          )
        }
      />
      <PasswordField
        name={confirmName}
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        warn={(value) => validatePasswordConfirmation(password, value)}
      />
    </>
  );
}
