import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../constants';
import { MSG, PASSWORD_REQUIREMENT_LABELS } from './messages';

/** A validator returns the message to show, or undefined when the value is acceptable. */
export type Validator<T = string> = (value: T) => string | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const validateEmail: Validator<string | undefined> = (value) =>
  value && isValidEmail(value) ? undefined : MSG.invalidEmail;

export const validatePhone: Validator<string | undefined> = (value) => {
  if (!value) return MSG.phoneRequired;
  return PHONE_PATTERN.test(value) ? undefined : MSG.phoneDigits;
};

export type PasswordRequirement = keyof typeof PASSWORD_REQUIREMENT_LABELS;

const PASSWORD_CHECKS: Record<PasswordRequirement, (value: string) => boolean> = {
  // Characters are code points (an emoji is one), not UTF-16 units, as NIST SP 800-63B counts them.
  length: (v) => Array.from(v).length >= PASSWORD_MIN_LENGTH,
  uppercase: (v) => /[A-Z]/.test(v),
  lowercase: (v) => /[a-z]/.test(v),
  number: (v) => /\d/.test(v),
  special: (v) => /[^A-Za-z0-9\s]/.test(v),
};

/** The requirements a password does not yet meet, in the spec's order. */
export function missingPasswordRequirements(value: string): PasswordRequirement[] {
  return (Object.keys(PASSWORD_CHECKS) as PasswordRequirement[]).filter(
    (key) => !PASSWORD_CHECKS[key](value),
  );
}

export function isStrongPassword(value: string): boolean {
  return missingPasswordRequirements(value).length === 0;
}

/** 'Password must contain: ' followed by the missing items, or undefined for a strong password. */
export const validatePasswordStrength: Validator<string | undefined> = (value) => {
  const missing = missingPasswordRequirements(value ?? '');
  if (missing.length === 0) return undefined;
  return MSG.passwordMustContain + missing.map((key) => PASSWORD_REQUIREMENT_LABELS[key]).join(', ');
};

export type PasswordStrength = 'Weak' | 'Strong';

export function passwordStrength(value: string): PasswordStrength {
  return isStrongPassword(value) ? 'Strong' : 'Weak';
}

export function validatePasswordConfirmation(password: string | undefined, confirmation: string | undefined) {
  return (password ?? '') === (confirmation ?? '') ? undefined : MSG.passwordsDoNotMatch;
}
