import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hugeText, isWhitespace, runs } from '../../../tests/support/arbitraries';
import { readCandidateName, readNameCharacters, validateOrgName } from './form-rules';
import { fieldLabel, nameLike, ORG_PUNCTUATION } from '../../../tests/support/name-arbitraries';

const stripDisallowedNameCharacters = (raw: string) => readNameCharacters('Company name')(raw).value;

/* Oracles from spec section 5, written without the regular expressions of form-rules.ts. */
const RUNS = runs(1000);
const HUGE_RUNS = runs(25);

/** Issue 19: a letter of any script or one of its combining marks (Unicode general categories L and M). */
const isNameLetter = (char: string) => /^[\p{L}\p{M}]$/u.test(char);
/** 'Only letters, spaces and - . ' ( ) , &' (any whitespace counts as a space). */
const isOrgNameChar = (char: string) =>
  isNameLetter(char) || isWhitespace(char) || ORG_PUNCTUATION.includes(char);
/** A person's name keeps the apostrophe, hyphen and full stop as well. */
const isPersonNameChar = (char: string) => isNameLetter(char) || "'’-.".includes(char);

function expectedOrgNameMessage(field: string, min: number, value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return `${field} is required`;
  if (![...text].every(isOrgNameChar))
    return `${field} can only contain letters, spaces, and basic punctuation`;
  if (text.length < min) return `${field} must be at least ${min} character${min === 1 ? '' : 's'} long`;
  return undefined;
}

describe('organisation and contact names (property)', () => {
  it('accept exactly the documented characters and lengths, naming the field in the message', () => {
    fc.assert(
      fc.property(
        fieldLabel,
        fc.constantFrom(1, 2),
        fc.option(nameLike, { nil: undefined }),
        (field, min, value) => {
          expect(validateOrgName(field, min)(value)).toBe(expectedOrgNameMessage(field, min, value));
        },
      ),
      RUNS,
    );
  });

  it('stripping while typing keeps exactly the allowed characters, is idempotent, says so exactly when it removed something, and leaves a name the rule accepts', () => {
    fc.assert(
      fc.property(fieldLabel, nameLike, (field, raw) => {
        const { value: stripped, note } = readNameCharacters(field)(raw);
        const composed = raw.normalize('NFC');
        expect(stripped).toBe([...composed].filter(isOrgNameChar).join('').normalize('NFC'));
        expect(note).toEqual(
          [...composed].every(isOrgNameChar)
            ? undefined
            : {
                message: `${field} can only contain letters, spaces, and basic punctuation`,
                tone: 'problem',
              },
        );
        expect(readNameCharacters(field)(stripped)).toEqual({ value: stripped });
        if (stripped.trim()) expect(validateOrgName('Company name', 1)(stripped)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('handle 10,000-character names', () => {
    fc.assert(
      fc.property(hugeText, (value) => {
        expect(validateOrgName('College name', 2)(value)).toBe(
          expectedOrgNameMessage('College name', 2, value),
        );
        expect([...stripDisallowedNameCharacters(value)].every(isOrgNameChar)).toBe(true);
      }),
      HUGE_RUNS,
    );
  });
});

describe('candidate name sanitizing (property)', () => {
  it('keeps every letter (any script) and name punctuation in order, single spaces, and says when it removed something', () => {
    fc.assert(
      fc.property(nameLike, (raw) => {
        const { value, note } = readCandidateName(raw);
        const composed = [...raw.normalize('NFC')];
        const chars = [...value];
        expect(chars.every((char) => isPersonNameChar(char) || isWhitespace(char))).toBe(true);
        // The kept characters in order, put in NFC again (marks that met take their canonical order).
        const kept = composed.filter((char) => isPersonNameChar(char) || isWhitespace(char)).join('');
        expect(chars.filter(isPersonNameChar).join('')).toBe(
          [...kept.normalize('NFC')].filter(isPersonNameChar).join(''),
        );
        expect(
          chars.some((char, at) => isWhitespace(char) && (at === 0 || isWhitespace(chars[at - 1]!))),
        ).toBe(false);
        const stripped = composed.some((char) => !isPersonNameChar(char) && !isWhitespace(char));
        expect(note).toEqual(
          stripped ? { message: 'Name can only contain letters and spaces', tone: 'problem' } : undefined,
        );
        // Reading what it gave back changes nothing: the field does not fight the person typing.
        expect(readCandidateName(value)).toEqual({ value });
      }),
      RUNS,
    );
  });
});
