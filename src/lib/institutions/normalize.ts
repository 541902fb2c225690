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

/** Any character beyond ASCII (a code point above 127). */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The same folding as normalizeWithMap for plain ASCII text (nearly every name and query), in one pass over
 * character codes without keeping the way back, so loading 6,000 names and each keystroke stay cheap.
 * normalize.property.test.ts checks that both give the same text.
 */
function foldAscii(source: string): string {
  let text = '';
  let word = '';
  let previousWasLetter = false;
  const endWord = () => {
    if (!word) return;
    const isLetter = word.length === 1 && word >= 'a';
    // A space is dropped between two single letters: 'a p shah' → 'ap shah'.
    text += !text || (isLetter && previousWasLetter) ? word : ` ${word}`;
    previousWasLetter = isLetter;
    word = '';
  };
  for (let at = 0; at < source.length; at += 1) {
    let code = source.charCodeAt(at);
    if (code >= 65 && code <= 90) code += 32; // A-Z → a-z
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) word += String.fromCharCode(code);
    else if (code === 38) {
      endWord(); // '&' is the word 'and'
      word = 'and';
      endWord();
    } else if (code !== 39 && code !== 96) endWord(); // apostrophes join: "women's" → 'womens'
  }
  endWord();
  return text;
}

/** Folded text only: 'Dr. A.P.J. Abdul Kalam' → 'dr apj abdul kalam'. */
export function normalizeText(source: string): string {
  return NON_ASCII.test(source) ? normalizeWithMap(source).text : foldAscii(source);
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

const SHORT_WORD = /^[a-z]{1,3}$/;

/**
 * The initials of a name in the ways people shorten it, in one pass (it runs for 6,000 names at load): of the
 * significant words ('svce'); with short words kept whole ('rv college of engineering' → 'rvce'); of every
 * word ('coep'); and with one joiner kept but other stopwords left out — 'and' for CUSAT (Cochin University of
 * Science And Technology), 'of' for names like 'college of engineering and technology' → 'coet'.
 */
function acronymsOf(words: readonly string[]): string[] {
  let significant = 0;
  let initials = '';
  let shortWhole = '';
  let every = '';
  let withAnd = '';
  let withOf = '';
  for (const word of words) {
    const first = word.charAt(0);
    every += first;
    if (STOPWORDS.has(word)) {
      if (word === 'and') withAnd += first;
      if (word === 'of') withOf += first;
      continue;
    }
    significant += 1;
    initials += first;
    shortWhole += SHORT_WORD.test(word) ? word : first;
    withAnd += first;
    withOf += first;
  }
  return significant < 2 ? [] : [initials, shortWhole, every, withAnd, withOf];
}

/**
 * Acronyms of a name without the place it ends in, when it does ('NATIONAL INSTITUTE OF TECHNOLOGY
 * TIRUCHIRAPPALLI' → 'nit'): the name of one campus of a system people call by its acronym (IIT, NIT, IIIT).
 * `isPlaceWord` says which words name the institution's place.
 */
export function placeStrippedAcronyms(
  words: readonly string[],
  isPlaceWord: (word: string) => boolean,
): string[] {
  let end = words.length;
  while (end > 0 && isPlaceWord(words[end - 1]!)) end -= 1;
  return end > 0 && end < words.length ? acronymsOf(words.slice(0, end)) : [];
}

/**
 * Acronyms of a name, as people shorten it: initials of the significant words ('svce'), short words kept whole
 * ('rvce', 'kjsce', 'psgct'), initials of every word ('coep'), with 'and' or 'of' kept ('cusat', 'gitam'), and
 * the same for the name without the place it ends in (placeStrippedAcronyms). Needs two significant words.
 */
export function nameAcronyms(
  words: readonly string[],
  isPlaceWord: (word: string) => boolean = () => false,
): string[] {
  return [...new Set([...acronymsOf(words), ...placeStrippedAcronyms(words, isPlaceWord)])];
}
