import { describe, expect, it } from 'vitest';
import { readPhoneInput } from './phone-input';

const ONLY_NUMBERS = { message: 'Phone number can only contain numbers', tone: 'problem' };
const TEN_DIGITS = { message: 'Phone number must be exactly 10 digits', tone: 'problem' };
const removed = (prefix: string) => ({
  message: `Removed ${prefix} in front of the 10-digit number`,
  tone: 'info',
});

describe('readPhoneInput: what people paste and type (issue 14)', () => {
  it.each([
    ['+91 98765 43210', '+91'],
    ['+91-98765-43210', '+91'],
    ['+919876543210', '+91'],
    ['0091 98765 43210', '0091'],
    ['+0091 98765 43210', '+0091'],
    ['91 9876543210', '91'],
    ['098765 43210', '0'],
    ['0 98765 43210', '0'],
    ['+91 (0) 98765 43210', '+91 0'],
    ['(080) 2345 6789', '0'],
  ])('%j: the prefix is dropped and named', (text, prefix) => {
    const reading = readPhoneInput(text);
    expect(reading.value).toBe(text === '(080) 2345 6789' ? '8023456789' : '9876543210');
    expect(reading.note).toEqual(removed(prefix));
  });

  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '(987) 654-3210',
    '987.654.3210',
    ' 98765\u00a043210 ',
    '98765\u201343210',
    '９８７６５４３２１０',
    '९८७६५४३२१०',
    '٩٨٧٦٥٤٣٢١٠',
    '৯৮৭৬৫৪৩২১০',
    '௯௮௭௬௫௪௩௨௧௦',
    '𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎',
    '+９１ ９８７６５ ４３２１０',
  ])('%j reads as 9876543210', (text) => {
    expect(readPhoneInput(text).value).toBe('9876543210');
  });

  it('keeps a number that is still not ten digits whole, with the spec message, never cutting it', () => {
    expect(readPhoneInput('+91 98765 432101')).toEqual({ value: '+9198765432101', note: TEN_DIGITS });
    expect(readPhoneInput('98765432109999')).toEqual({ value: '98765432109999', note: TEN_DIGITS });
    expect(readPhoneInput('+1 415 555 0100')).toEqual({ value: '+14155550100', note: TEN_DIGITS });
    expect(readPhoneInput('98765 43210 1')).toEqual({ value: '98765432101', note: TEN_DIGITS });
    // A prefix is only a prefix in front of exactly ten digits.
    expect(readPhoneInput('91 98765 4321')).toEqual({ value: '91987654321', note: TEN_DIGITS });
  });

  it('says nothing while up to ten digits are typed, and keeps a typed + in front until the number resolves', () => {
    expect(readPhoneInput('98765')).toEqual({ value: '98765' });
    expect(readPhoneInput('')).toEqual({ value: '' });
    expect(readPhoneInput('+')).toEqual({ value: '+' });
    expect(readPhoneInput('+91 98765')).toEqual({ value: '+9198765' });
    // Ten digits after a '+' are not a +91 number: kept as typed, for the rule to refuse.
    expect(readPhoneInput('+9876543210')).toEqual({ value: '+9876543210' });
  });

  it('refuses letters and other symbols with the spec message, keeping the digits', () => {
    expect(readPhoneInput('98765abc43210')).toEqual({ value: '9876543210', note: ONLY_NUMBERS });
    expect(readPhoneInput('Tel: +91 98765 43210')).toEqual({ value: '9876543210', note: ONLY_NUMBERS });
    expect(readPhoneInput('98765 43210 ext 12')).toEqual({ value: '987654321012', note: ONLY_NUMBERS });
    // A '+' is formatting only in front of the number.
    expect(readPhoneInput('98765+43210')).toEqual({ value: '9876543210', note: ONLY_NUMBERS });
    expect(readPhoneInput('++91 98765 43210').note).toEqual(ONLY_NUMBERS);
    expect(readPhoneInput('a')).toEqual({ value: '', note: ONLY_NUMBERS });
  });

  it('typing "+91 98765 43210" key by key shows what was typed, then the ten digits', () => {
    const shown: string[] = [];
    for (const key of '+91 98765 43210') shown.push(readPhoneInput((shown.at(-1) ?? '') + key).value);
    expect(shown.at(-2)).toBe('+91987654321');
    expect(shown.at(-1)).toBe('9876543210');
    // On the way, never a valid-looking number other than the one typed.
    expect(shown.filter((value) => /^\d{10}$/.test(value))).toEqual(['9876543210']);
  });
});
