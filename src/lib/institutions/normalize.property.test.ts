import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASCII_LETTERS,
  hostileText,
  hugeText,
  ODD_WHITESPACE,
  PROTOTYPE_KEYS,
  runs,
  stringOf,
} from '../../../tests/support/arbitraries';
import {
  canonicalKey,
  canonicalWord,
  hyphenJoinedWords,
  nameAcronyms,
  normalizedWords,
  normalizeText,
  normalizeWithMap,
} from './normalize';
import { WORD_VARIANTS } from './word-variants';

const RUNS = runs(1000);
const HUGE_RUNS = runs(20);

/** Output alphabet: lower-case ASCII letters and digits in words, one space between words, none at the ends. */
const NORMALIZED = /^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/;

const institutionLike = fc.oneof(
  hostileText,
  // Names as the list and people write them: upper case, dotted initials, '&', apostrophes, stray spacing.
  fc
    .array(
      fc.oneof(
        stringOf(ASCII_LETTERS, { minLength: 1, maxLength: 9 }),
        fc.constantFrom('A.', 'P.', 'J.', '&', "WOMEN'S", 'R&D', '(AUTONOMOUS)', ',', '-', 'Écôle', 'ß', 'ﬁ'),
        fc.constantFrom(...PROTOTYPE_KEYS, 'govt', 'engg', 'shri'),
      ),
      { maxLength: 8 },
    )
    .chain((words) =>
      fc
        .array(fc.constantFrom(...ODD_WHITESPACE, ' ', '.', '. ', ''), {
          minLength: words.length,
          maxLength: words.length,
        })
        .map((gaps) => words.map((word, at) => gaps[at] + word).join('')),
    ),
  // Lone surrogates, combining marks on their own, and text in decomposed form.
  fc.constantFrom('\ud800', '\udfff x', 'a\u0301', '\u0301', 'E\u0301cole', 'ǰ', 'ŉ', 'ẞ', 'İstanbul', 'K'),
);

describe('institution normalizer (property)', () => {
  it('never throws and answers only words of lower-case letters and digits, single-spaced', () => {
    fc.assert(
      fc.property(institutionLike, (source) => {
        expect(normalizeText(source)).toMatch(NORMALIZED);
        expect(canonicalKey(source)).toMatch(NORMALIZED);
        for (const word of hyphenJoinedWords(source)) expect(word).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)*$/);
        for (const acronym of nameAcronyms(normalizedWords(source))) expect(acronym).toMatch(/^[a-z0-9]+$/);
      }),
      RUNS,
    );
  });

  it('is idempotent, and so is the canonical key', () => {
    fc.assert(
      fc.property(institutionLike, (source) => {
        const text = normalizeText(source);
        expect(normalizeText(text)).toBe(text);
        expect(canonicalKey(canonicalKey(source))).toBe(canonicalKey(source));
      }),
      RUNS,
    );
  });

  it('ignores case: upper-, lower- and mixed-case text normalize alike', () => {
    fc.assert(
      fc.property(institutionLike, (source) => {
        const text = normalizeText(source);
        expect(normalizeText(source.toUpperCase())).toBe(text);
        expect(normalizeText(source.toLowerCase())).toBe(text);
        expect(canonicalKey(source.toUpperCase())).toBe(canonicalKey(source));
      }),
      RUNS,
    );
  });

  it('ignores how accents are encoded: composed and decomposed text normalize alike', () => {
    fc.assert(
      fc.property(institutionLike, (source) => {
        expect(normalizeText(source.normalize('NFD'))).toBe(normalizeText(source.normalize('NFC')));
      }),
      RUNS,
    );
  });

  it('ignores spacing: runs of any whitespace between words and at the ends change nothing', () => {
    const gap = fc
      .array(fc.constantFrom(...ODD_WHITESPACE), { minLength: 1, maxLength: 3 })
      .map((g) => g.join(''));
    fc.assert(
      fc.property(institutionLike, gap, gap, gap, (source, before, between, after) => {
        const spaced = before + source.replace(/ /g, between) + after;
        expect(normalizeText(spaced)).toBe(normalizeText(source));
      }),
      RUNS,
    );
  });

  it("joins dotted initials however they are typed: 'A.P.J.' = 'A. P. J.' = 'a p j' = 'apj'", () => {
    const word = stringOf(ASCII_LETTERS, { minLength: 2, maxLength: 8 });
    const initials = fc.array(fc.constantFrom(...ASCII_LETTERS), { minLength: 1, maxLength: 5 });
    const separator = fc.constantFrom('.', '. ', ' ', ' . ', '\u00a0');
    fc.assert(
      fc.property(word, initials, separator, separator, word, (first, letters, sepA, sepB, last) => {
        const joined = letters.join('').toLowerCase();
        const expected = `${first.toLowerCase()} ${joined} ${last.toLowerCase()}`;
        expect(normalizeText(`${first} ${letters.join(sepA)}${sepA} ${last}`)).toBe(expected);
        expect(normalizeText(`${first} ${letters.join(sepB)} ${last}`)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('folds ASCII text by its fast path exactly as the character-by-character path does', () => {
    const ascii = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)) }),
      fc
        .array(fc.constantFrom('A.', 'P', '&', "WOMEN'S", 'R&D', '`x', ' ', '.', '-', 'GOVT', 'b', '9'), {
          maxLength: 12,
        })
        .map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(ascii, (source) => {
        // normalizeWithMap always takes the slow path; normalizeText takes the fast one for ASCII.
        expect(normalizeText(source)).toBe(normalizeWithMap(source).text);
      }),
      RUNS,
    );
  });

  it('maps every normalized character back to a source character it came from, in order', () => {
    fc.assert(
      fc.property(institutionLike, (source) => {
        const { text, sourceIndex } = normalizeWithMap(source);
        expect(text).toBe(normalizeText(source));
        expect(sourceIndex).toHaveLength(text.length);
        const wrong = sourceIndex.filter((origin, at) => {
          const inOrder = origin >= (at === 0 ? 0 : sourceIndex[at - 1]!) && origin < source.length;
          const char = text.charAt(at);
          const from = source.charAt(origin);
          return !inOrder || (char !== ' ' && from !== '&' && !normalizeText(from).includes(char));
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('maps every word variant to a canonical word that is its own canonical form', () => {
    for (const canonical of Object.values(WORD_VARIANTS)) {
      expect(canonicalWord(canonical)).toBe(canonical);
      expect(normalizeText(canonical)).toBe(canonical);
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...Object.keys(WORD_VARIANTS)), hostileText),
        (word) => {
          expect(typeof canonicalWord(word)).toBe('string');
          expect(canonicalWord(canonicalWord(word))).toBe(canonicalWord(word));
        },
      ),
      RUNS,
    );
  });

  it('copes with 10,000-character text', () => {
    fc.assert(
      fc.property(hugeText, (source) => {
        const text = normalizeText(source);
        expect(text).toMatch(NORMALIZED);
        expect(normalizeText(text)).toBe(text);
        expect(normalizeText(source.toUpperCase())).toBe(text);
      }),
      HUGE_RUNS,
    );
  });
});
