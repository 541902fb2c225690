import { PHONE_DIGITS } from '../constants';
import { problemNote, type InputReading } from './input-reading';
import { fieldMessage, MSG } from './messages';

/** Formatting people put in numbers: spaces of any kind, dashes of any kind, brackets and dots. */
const SEPARATOR = /^[\s\p{Pd}()[\].]$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;

/**
 * A decimal digit's value in any script (Devanagari, Bengali, Arabic-Indic…). NFKC leaves most scripts' digits as
 * they are, but Unicode guarantees that each script's decimal digits are consecutive code points running 0 to 9,
 * so a digit's value is its distance from the start of its run.
 */
function digitValue(char: string): number | undefined {
  if (!DECIMAL_DIGIT.test(char)) return undefined;
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

/**
 * Ten digits behind an international prefix (91, 0091; '+' is read separately) and/or the trunk 0, the ways
 * Indian numbers are written: +91 98765 43210, 0091…, 91…, 098765 43210, +91 (0) 98765 43210.
 */
const PREFIXED = new RegExp(`^((?:00)?91)?(0)?(\\d{${PHONE_DIGITS}})$`);

/**
 * Reads a phone number as people type and paste it (issue 14): the value is ASCII digits. Digits of any script
 * count (after NFKC, so full-width digits too); spaces, dashes, brackets and dots are formatting. A recognised
 * prefix in front of exactly ten digits is dropped, and said so. Anything else is kept: a number that is not ten
 * digits stays whole (never cut into a different, valid-looking one), with the spec's message once it is longer,
 * and a leading '+' stays in front of it until it reads as +91 and ten digits, so that typing '+91 98765 43210'
 * key by key never shows a different number on the way. Letters and other symbols are refused with the spec's
 * 'Phone number can only contain numbers'.
 */
export function readPhoneInput(text: string): InputReading {
  let all = '';
  let plus = false;
  let refused = false;
  for (const char of text.normalize('NFKC')) {
    const value = digitValue(char);
    if (value !== undefined) all += String(value);
    else if (char === '+' && !plus && all === '') plus = true;
    else if (!SEPARATOR.test(char)) refused = true;
  }
  const prefixed = all.length > PHONE_DIGITS ? PREFIXED.exec(all) : null;
  const value = prefixed?.[3] ?? (plus ? `+${all}` : all);
  if (refused) return { value, note: problemNote(MSG.phoneNumbersOnly) };
  if (all.length > PHONE_DIGITS && !prefixed) return { value, note: problemNote(MSG.phoneDigits) };
  if (!prefixed) return { value };
  const [, international, trunk] = prefixed;
  const prefix = [international && (plus ? `+${international}` : international), trunk]
    .filter(Boolean)
    .join(' ');
  return { value, note: { message: fieldMessage.phonePrefixRemoved(prefix), tone: 'info' } };
}
