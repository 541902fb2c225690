/**
 * The one normalization used for institution names, districts and queries, at build time and per keystroke.
 * Folding: case, diacritics, spacing and punctuation ('A.P. SHAH' = 'AP SHAH' = 'a p shah'), '&' = 'and',
 * apostrophes dropped ("WOMEN'S" = 'womens'). Word level: abbreviations and spelling variants map to one
 * canonical word (GOVT = GOVERNMENT, SHRI = SRI; the table is in word-variants.ts). Framework-free: the Vite plugin
 * runs it in Node at build time, the search in the browser per keystroke.
 */
import { WORD_VARIANTS } from './word-variants.ts';

/** Words a query may leave out ('college engineering guindy' still finds COLLEGE OF ENGINEERING GUINDY). */
export const STOPWORDS: ReadonlySet<string> = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'to']);

/** The canonical form of one normalized word ('govt' → 'government'); the word itself when it has none. */
export function canonicalWord(word: string): string {
  // Own keys only: 'constructor' or '__proto__' typed into a search must not reach Object.prototype.
  return Object.hasOwn(WORD_VARIANTS, word) ? WORD_VARIANTS[word]! : word;
}

/** Normalized text plus, for each of its characters, the index of the source character it came from. */
export interface NormalizedText {
  text: string;
  sourceIndex: number[];
}

const JOINERS = new Set(["'", '’', '‘', '`']);
/** Accents and other combining marks belong to the letter before them, whether typed composed or decomposed. */
const COMBINING_MARK = /\p{M}/u;

/**
 * Decomposed (é → e + ´) and case-folded both ways, so a character and its upper case fold alike ('ß' and its
 * upper case 'SS' → 'ss'). May give more than one character; the marks among them are dropped by the caller.
 */
function foldChar(char: string): string {
  if (char <= '\u007f') return char.toLowerCase();
  return char.normalize('NFD').toLowerCase().toUpperCase().toLowerCase();
}

function isWordChar(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9');
}

/** Character-level folding into words separated by single spaces, remembering where each character came from. */
function foldCharacters(source: string): { chars: string[]; origins: number[] } {
  const chars: string[] = [];
  const origins: number[] = [];
  let pendingSpace = false;
  const emit = (char: string, origin: number) => {
    if (pendingSpace && chars.length > 0) {
      chars.push(' ');
      origins.push(origin);
    }
    pendingSpace = false;
    chars.push(char);
    origins.push(origin);
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source.charAt(index);
    if (char === '&') {
      pendingSpace = true;
      for (const letter of 'and') emit(letter, index);
      pendingSpace = true;
      continue;
    }
    for (const part of foldChar(char)) {
      if (JOINERS.has(part) || COMBINING_MARK.test(part)) continue;
      if (isWordChar(part)) emit(part, index);
      else pendingSpace = true;
    }
  }
  return { chars, origins };
}

/**
 * Folds text for matching and keeps the way back to the source (for highlighting).
 * Runs of single letters merge into one word, so dotted initials match however they are typed.
 */
export function normalizeWithMap(source: string): NormalizedText {
  const { chars, origins } = foldCharacters(source);
  let text = '';
  const sourceIndex: number[] = [];
  let wordStart = 0;
  let previousWasLetter = false;
  for (let index = 0; index <= chars.length; index += 1) {
    if (index < chars.length && chars[index] !== ' ') continue;
    const word = chars.slice(wordStart, index);
    const isLetter = word.length === 1 && word[0]! >= 'a' && word[0]! <= 'z';
    // A space is dropped between two single letters: 'a p shah' → 'ap shah'.
    if (text && !(isLetter && previousWasLetter)) {
      text += ' ';
      sourceIndex.push(origins[wordStart - 1] ?? origins[wordStart]!);
    }
    text += word.join('');
    sourceIndex.push(...origins.slice(wordStart, index));
    previousWasLetter = isLetter;
    wordStart = index + 1;
  }
  return { text, sourceIndex };
}

/** Folded text only: 'Dr. A.P.J. Abdul Kalam' → 'dr apj abdul kalam'. */
export function normalizeText(source: string): string {
  return normalizeWithMap(source).text;
}

/** The normalized words of a text. */
export function normalizedWords(source: string): string[] {
  const text = normalizeText(source);
  return text ? text.split(' ') : [];
}

/** A key that treats abbreviations and spelling variants as equal: for de-duplication and lookups. */
export function canonicalKey(source: string): string {
  return normalizedWords(source).map(canonicalWord).join(' ');
}

/** Words written with hyphens, joined as people often type them: 'HI-TECH' → 'hitech'. */
export function hyphenJoinedWords(source: string): string[] {
  const joined = source.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? [];
  return joined.map((word) => normalizeText(word.replace(/-/g, ''))).filter(Boolean);
}

/**
 * Acronyms of a name, as people shorten it: initials of the significant words ('svce'), short words kept whole
 * ('rvce', 'kjsce', 'psgct'), and initials including 'of' ('coep'). Needs two significant words or more.
 */
export function nameAcronyms(words: readonly string[]): string[] {
  const significant = words.filter((word) => !STOPWORDS.has(word));
  if (significant.length < 2) return [];
  const initials = significant.map((word) => word.charAt(0)).join('');
  const shortWordsWhole = significant
    .map((word) => (word.length <= 3 && /^[a-z]+$/.test(word) ? word : word.charAt(0)))
    .join('');
  const withStopwords = words.map((word) => word.charAt(0)).join('');
  return [...new Set([initials, shortWordsWhole, withStopwords])];
}

/** A URL- and id-safe slug: 'A. P. SHAH INSTITUTE, THANE' → 'a-p-shah-institute-thane'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
