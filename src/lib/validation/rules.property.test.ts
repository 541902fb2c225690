import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASCII_DIGITS,
  ASCII_LETTERS,
  EMOJI,
  hostileText,
  hugeText,
  isDigit,
  isLower,
  isUpper,
  isWhitespace,
  padded,
  runs,
  stringOf,
} from '../../../tests/support/arbitraries';
import {
  isStrongPassword,
  OTP_PATTERN,
  passwordStrength,
  validateEmail,
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from './rules';

/*
 * Oracles written from spec section 5, not from rules.ts: each states the documented rule character by character,
 * so a change of a rule's regular expression shows up here as a counterexample.
 */
const RUNS = runs(1000);
const HUGE_RUNS = runs(30);

/** 'Must look like an address': one @, something before it, a dot inside the domain, no whitespace. */
function looksLikeEmail(value: string): boolean {
  const text = value.trim();
  if ([...text].some(isWhitespace)) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  return local.length > 0 && domain.slice(1, -1).includes('.');
}

/** Section 5: at least 8 characters (code points, as NIST SP 800-63B counts them), upper, lower, digit, special. */
function missingRequirements(value: string): string[] {
  const chars = [...value];
  const special = (char: string) => !isUpper(char) && !isLower(char) && !isDigit(char) && !isWhitespace(char);
  return [
    chars.length < 8 && 'At least 8 characters',
    !chars.some(isUpper) && 'One uppercase letter',
    !chars.some(isLower) && 'One lowercase letter',
    !chars.some(isDigit) && 'One number',
    !chars.some(special) && 'One special character',
  ].filter((item): item is string => Boolean(item));
}

const emailLike = fc.oneof(
  hostileText,
  padded(fc.emailAddress()),
  // An address with a hostile piece spliced in somewhere.
  fc
    .tuple(fc.emailAddress(), hostileText, fc.nat())
    .map(
      ([email, piece, at]) =>
        email.slice(0, at % (email.length + 1)) + piece + email.slice(at % (email.length + 1)),
    ),
  stringOf('ab@. \t', { maxLength: 10 }),
);

describe('e-mail rule (property)', () => {
  it('accepts exactly what looks like an address, else gives the spec message', () => {
    fc.assert(
      fc.property(emailLike, (value) => {
        expect(validateEmail(value)).toBe(
          looksLikeEmail(value) ? undefined : 'Please enter a valid email address',
        );
      }),
      RUNS,
    );
    expect(validateEmail(undefined)).toBe('Please enter a valid email address');
  });

  it('accepts every generated address, with the whitespace a paste brings along', () => {
    fc.assert(
      fc.property(padded(fc.emailAddress()), (email) => {
        expect(validateEmail(email)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('answers at once for 10,000-character input', () => {
    fc.assert(
      fc.property(hugeText, (value) => {
        expect(validateEmail(value)).toBe(
          looksLikeEmail(value) ? undefined : 'Please enter a valid email address',
        );
      }),
      HUGE_RUNS,
    );
  });
});

const phoneLike = fc.oneof(
  hostileText,
  stringOf(ASCII_DIGITS, { maxLength: 14 }),
  // The stored value is ASCII: readPhoneInput turns other scripts' digits into these before the rule sees them.
  stringOf(`${ASCII_DIGITS}٠١٢٣٤٥٦٧٨٩０１２ -+()`, { minLength: 8, maxLength: 13 }),
);

describe('phone rule (property)', () => {
  it('accepts exactly ten ASCII digits; the messages are the spec ones', () => {
    fc.assert(
      fc.property(fc.option(phoneLike, { nil: undefined }), (value) => {
        const expected = !value
          ? 'Phone number is required'
          : value.length === 10 && [...value].every(isDigit)
            ? undefined
            : 'Phone number must be exactly 10 digits';
        expect(validatePhone(value)).toBe(expected);
      }),
      RUNS,
    );
  });
});

const passwordLike = fc.oneof(
  hostileText,
  stringOf(`${ASCII_LETTERS}${ASCII_DIGITS}!@#$%^&*()_+-= `, { maxLength: 14 }),
  // Near the length boundary, where an emoji is one character but two UTF-16 units.
  fc
    .array(fc.constantFrom('A', 'z', '7', '!', ' ', 'é', 'Ä', ...EMOJI), { maxLength: 10 })
    .map((parts) => parts.join('')),
);

describe('password rule (property)', () => {
  it('lists exactly the missing requirements, in the spec order and words', () => {
    fc.assert(
      fc.property(passwordLike, (value) => {
        const missing = missingRequirements(value);
        expect(validatePasswordStrength(value)).toBe(
          missing.length ? `Password must contain: ${missing.join(', ')}` : undefined,
        );
        expect(isStrongPassword(value)).toBe(missing.length === 0);
        expect(passwordStrength(value)).toBe(missing.length ? 'Weak' : 'Strong');
      }),
      RUNS,
    );
    expect(validatePasswordStrength(undefined)).toBe(
      'Password must contain: At least 8 characters, One uppercase letter, One lowercase letter, One number, One special character',
    );
  });

  it('rates 10,000-character passwords without failing', () => {
    fc.assert(
      fc.property(hugeText, (value) => {
        expect(passwordStrength(value)).toBe(missingRequirements(value).length ? 'Weak' : 'Strong');
      }),
      HUGE_RUNS,
    );
  });

  it('the confirmation matches only the identical text', () => {
    const maybeText = fc.option(passwordLike, { nil: undefined });
    fc.assert(
      fc.property(maybeText, maybeText, fc.boolean(), (password, other, same) => {
        const confirmation = same ? password : other;
        expect(validatePasswordConfirmation(password, confirmation)).toBe(
          (password ?? '') === (confirmation ?? '') ? undefined : 'Passwords do not match',
        );
      }),
      RUNS,
    );
  });
});

describe('OTP box rule (property)', () => {
  it('a code is exactly six ASCII digits', () => {
    const codeLike = fc.oneof(hostileText, stringOf(`${ASCII_DIGITS}٣ a`, { maxLength: 8 }));
    fc.assert(
      fc.property(codeLike, (value) => {
        expect(OTP_PATTERN.test(value)).toBe(value.length === 6 && [...value].every(isDigit));
      }),
      RUNS,
    );
  });
});
