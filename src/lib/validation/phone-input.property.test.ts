import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASCII_DIGITS, hostileText, hugeText, runs, stringOf } from '../../../tests/support/arbitraries';
import { readPhoneInput } from './phone-input';

/*
 * Oracles from issue 14, written without phone-input.ts: a number is built from ten digits, a prefix people
 * write, digits of some script and formatting; reading it must give the ten digits back.
 */
const RUNS = runs(1000);

/** The code point of zero in scripts people may type or paste digits in; each script's 0-9 follow it. */
const DIGIT_ZEROS = {
  ascii: 0x30,
  fullWidth: 0xff10,
  arabicIndic: 0x660,
  persian: 0x6f0,
  devanagari: 0x966,
  bengali: 0x9e6,
  gurmukhi: 0xa66,
  gujarati: 0xae6,
  oriya: 0xb66,
  tamil: 0xbe6,
  telugu: 0xc66,
  kannada: 0xce6,
  malayalam: 0xd66,
  mathBold: 0x1d7ce,
} as const;
const script = fc.constantFrom(...Object.values(DIGIT_ZEROS));
const inScript = (digits: string, zero: number) =>
  [...digits].map((digit) => String.fromCodePoint(zero + Number(digit))).join('');

const SEPARATORS = [' ', '-', '–', '(', ')', '.', '\u00a0', '\u3000', '（', '）'] as const;
/** Text with formatting of any kind put between (and around) its characters. */
function formatted(text: string): fc.Arbitrary<string> {
  const gaps = fc.array(fc.constantFrom('', '', '', ...SEPARATORS), {
    minLength: text.length + 1,
    maxLength: text.length + 1,
  });
  return gaps.map((gap) => [...text].map((char, at) => gap[at] + char).join('') + gap[text.length]);
}

/** How people write the prefix of an Indian number, and how the note names it. */
const PREFIXES = [
  { written: '', named: undefined },
  { written: '+91', named: '+91' },
  { written: '91', named: '91' },
  { written: '0091', named: '0091' },
  { written: '+0091', named: '+0091' },
  { written: '0', named: '0' },
  { written: '+910', named: '+91 0' },
  { written: '910', named: '91 0' },
] as const;

const tenDigits = stringOf(ASCII_DIGITS, { minLength: 10, maxLength: 10 });

describe('readPhoneInput (property)', () => {
  it('gives back the ten digits of any formatted number in any script, naming a dropped prefix', () => {
    const written = fc
      .tuple(tenDigits, fc.constantFrom(...PREFIXES), script, script)
      .chain(([number, prefix, numberScript, prefixScript]) => {
        const writtenPrefix = prefix.written.replace(/\d+/, (digits) => inScript(digits, prefixScript));
        return formatted(writtenPrefix + inScript(number, numberScript)).map((text) => ({
          text,
          number,
          named: prefix.named,
        }));
      });
    fc.assert(
      fc.property(written, ({ text, number, named }) => {
        const reading = readPhoneInput(text);
        expect(reading.value).toBe(number);
        expect(reading.note).toEqual(
          named && { message: `Removed ${named} in front of the 10-digit number`, tone: 'info' },
        );
      }),
      RUNS,
    );
  });

  it('never drops a digit except a recognised prefix in front of exactly ten, and keeps only ASCII digits (and a typed +)', () => {
    const anything = fc.oneof(
      hostileText,
      stringOf(`${ASCII_DIGITS}९٣０+ -()ab`, { maxLength: 20 }),
      fc.tuple(tenDigits, fc.constantFrom('', '9', '91', '0', '00', '099')).map(([n, p]) => p + n),
    );
    fc.assert(
      fc.property(anything, (text) => {
        const normalized = text.normalize('NFKC');
        const typedDigits = normalized.match(/\p{Nd}/gu)?.length ?? 0;
        const { value, note } = readPhoneInput(text);
        expect(value).toMatch(/^\+?[0-9]*$/);
        const digits = value.replace('+', '');
        if (note?.tone === 'info') {
          expect(value).toMatch(/^[0-9]{10}$/);
          expect([11, 12, 13, 14, 15]).toContain(typedDigits);
        } else {
          expect(digits).toHaveLength(typedDigits);
          // The '+' stays only where it was typed: in front, before any digit.
          if (value.startsWith('+')) expect(normalized.split(/\p{Nd}/u)[0]).toContain('+');
        }
        if (digits.length > 10) expect(note?.tone).toBe('problem');
        // Reading what the field shows again changes nothing: the field does not fight the person.
        expect(readPhoneInput(value)).toEqual(
          digits.length > 10
            ? { value, note: { message: 'Phone number must be exactly 10 digits', tone: 'problem' } }
            : { value },
        );
      }),
      RUNS,
    );
  });

  it('refuses exactly the characters that are neither digits nor formatting, with the spec message', () => {
    const LETTERS = 'aZxé#/*,;:_+';
    fc.assert(
      fc.property(stringOf(`0123456789 -().${LETTERS}`, { maxLength: 16 }), (text) => {
        // '+' is formatting once, in front of the first digit.
        const firstDigit = text.search(/[0-9]/);
        const refused = [...text].some(
          (char, at) =>
            LETTERS.includes(char) &&
            !(char === '+' && text.indexOf('+') === at && (firstDigit === -1 || at < firstDigit)),
        );
        const { note } = readPhoneInput(text);
        expect(note?.message === 'Phone number can only contain numbers').toBe(refused);
      }),
      RUNS,
    );
  });

  it('answers at once for 10,000-character pastes', () => {
    fc.assert(
      fc.property(hugeText, (text) => {
        expect(readPhoneInput(text).value).toMatch(/^\+?[0-9]*$/);
      }),
      runs(20),
    );
  });
});
