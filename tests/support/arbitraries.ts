import fc from 'fast-check';

/**
 * Shared fast-check generators for the property tests (*.property.test.ts) and the mock API fuzz test: text a
 * person or an attacker could type or paste, so every rule, builder and decoder sees the same hostile inputs.
 */
export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  'javascript:alert(1)',
  "'; DROP TABLE users; --",
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '&lt;b&gt;&amp;',
] as const;

const RTL_TEXT = ['مرحبا بالعالم', 'جامعة القاهرة', 'שלום עולם', 'אוניברסיטה', '\u202Eevil\u202C'] as const;

export const EMOJI = ['😀', '👩‍💻', '🇮🇳', '👍🏽', '🧑‍🤝‍🧑', '❤️'] as const;

/** Keys that break code which looks words up in plain objects. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
] as const;

export const ODD_WHITESPACE = [' ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u200b', '\ufeff', '\u2028'];

const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
  fc.constantFrom(...HTML_FRAGMENTS, ...RTL_TEXT, ...EMOJI, ...PROTOTYPE_KEYS, ...ODD_WHITESPACE),
);

/** Any text: unicode, emoji, right-to-left text, HTML and script fragments, odd whitespace, and mixes of them. */
export const hostileText = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));

/** 10,000 characters or more of mixed text; run these with fewer cases. */
export const hugeText = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 4 }), fc.integer({ min: 10_000, max: 12_000 }))
  .map(([parts, length]) => {
    const unit = parts.join('') || 'x';
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  });

/** Text that surrounds a value with whitespace a paste might bring along. */
const padding = fc.constantFrom('', ' ', '  ', '\t', ' \n');

/** One of the values, with optional whitespace around it. */
export function padded(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(padding, value, padding).map(([before, text, after]) => before + text + after);
}

/** Strings made only of the given characters. */
export function stringOf(alphabet: string, constraints: { minLength?: number; maxLength?: number } = {}) {
  return fc.string({ unit: fc.constantFrom(...alphabet), ...constraints });
}

export const ASCII_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const ASCII_DIGITS = '0123456789';

// Character classes for the oracles, one character at a time (no regular expressions).
/** JavaScript's whitespace and line terminators, the set trim() removes. */
export const isWhitespace = (char: string) => char.trim() === '';
export const isDigit = (char: string) => ASCII_DIGITS.includes(char);
export const isLetter = (char: string) => ASCII_LETTERS.includes(char);
export const isUpper = (char: string) => char >= 'A' && char <= 'Z';
export const isLower = (char: string) => char >= 'a' && char <= 'z';

/** PROPERTY_RUNS_SCALE=10 runs every property ten times as often (a deeper local run). */
export const RUNS_SCALE = Number(process.env.PROPERTY_RUNS_SCALE ?? 1) || 1;

/** fast-check run options, scaled by PROPERTY_RUNS_SCALE. */
export function runs(numRuns: number): { numRuns: number } {
  return { numRuns: Math.max(1, Math.round(numRuns * RUNS_SCALE)) };
}

// --- field values a registration form accepts (spec section 5), for the payload builders -------------------

/** A name of letters and - . ' ( ) , & with at least two letters, as a person types it (maybe padded). */
export const validOrgName = padded(
  fc
    .tuple(
      stringOf(ASCII_LETTERS, { minLength: 2, maxLength: 10 }),
      stringOf(`${ASCII_LETTERS} -.'(),&`, { maxLength: 20 }),
    )
    .map(([start, rest]) => start + rest),
);

export const validEmail = padded(fc.emailAddress());

export const validPhone = stringOf(ASCII_DIGITS, { minLength: 10, maxLength: 10 });

/** Meets every password requirement, with anything (unicode, HTML, spaces) after the required part. */
export const strongPassword = fc
  .tuple(stringOf(`${ASCII_LETTERS}${ASCII_DIGITS}!@#$%`, { minLength: 4, maxLength: 12 }), hostileText)
  .map(([more, anything]) => `Aa1!${more}${anything}`);

/** Picks a field's generator: only its valid values, or valid values mixed with anything at all. */
export type Mix = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.Arbitrary<T>;

const onlyValid: Mix = (valid) => valid;

/** Valid most of the time, anything at all otherwise. */
const mostlyValid: Mix = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: other, weight: 1 });

/**
 * What an e-mail field's verification left behind: the address as verified (the field may since differ in case or
 * spacing), another address, or none. Only an address the e-mail rule accepts can have been verified.
 */
export function verifiedAddress(
  current: string | undefined,
  verifiable: boolean,
  mix: Mix,
): fc.Arbitrary<string | undefined> {
  const other = fc.option(fc.emailAddress(), { nil: undefined });
  if (!verifiable) return other;
  const address = (current ?? '').trim();
  return mix<string | undefined>(
    fc.constantFrom(address, address.toUpperCase(), address.toLowerCase()),
    other,
  );
}

/** Form values from both worlds: entirely valid ones (the builder's real input) and mixed ones. */
export function validAndMixed<T>(form: (mix: Mix) => fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof(form(onlyValid), form(mostlyValid));
}
