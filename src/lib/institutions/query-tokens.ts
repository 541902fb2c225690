import { firstLetterVariants } from './first-letter';
import type { FuzzyWord } from './fuzzy-words';
import { canonicalWord, STOPWORDS } from './normalize';
import { wordsWithPrefix } from './word-index';

/** How well a query word matches one vocabulary word. */
export interface WordHit {
  /** 1 for the same word; less for a prefix, an abbreviation's expansion or a corrected typo. */
  quality: number;
  /** How many leading characters of the vocabulary word to highlight. */
  shown: number;
  fuzzy: boolean;
}

/** One word of the query and the vocabulary words it may stand for. */
export interface QueryToken {
  text: string;
  /** 'of', 'and'...: may be missing from a match when the query has other words. */
  optional: boolean;
  /** Followed by a space: a whole word, not one still being typed. */
  complete: boolean;
  hits: Map<number, WordHit>;
}

/** An abbreviation's expansion counts a little less than the word typed in full. */
const EXPANSION_FACTOR = 0.95;
/** A corrected typo counts less than any prefix: quality = (1 - fuse score) × this. */
const FUZZY_FACTOR = 0.6;
/**
 * A word found by changing the typed first letter (first-letter.ts) counts like a close fuse.js correction:
 * its hit quality × FUZZY_FACTOR × this, a sound-alike ('bellore' → vellore) a little above a neighbouring key
 * ('bellore' → nellore). Only when both the first letter and another are wrong does fuse.js look further.
 */
const FIRST_LETTER_FACTOR = { soundAlike: 0.95, keyboard: 0.8, withTypo: 0.7 } as const;
/** 'hoa' → goa: three letters are enough to try another first letter (nothing starts with what was typed). */
const FIRST_LETTER_MIN_LENGTH = 3;
/** The first letter and another wrong: only in a word this long ('wkrt' is no slip of V.K.R.'s 'vkr'). */
const TWO_SLIPS_MIN_LENGTH = 6;

function addHit(hits: Map<number, WordHit>, word: number, hit: WordHit): void {
  const previous = hits.get(word);
  if (!previous || previous.quality < hit.quality) hits.set(word, hit);
}

/** Vocabulary words the query word is, starts, or abbreviates ('govt' → government, 'poly' → polytechnic). */
function prefixHits(words: readonly string[], token: string): Map<number, WordHit> {
  const hits = new Map<number, WordHit>();
  const expansion = canonicalWord(token);
  for (const [alternative, factor] of [
    [token, 1],
    [expansion, EXPANSION_FACTOR],
  ] as const) {
    if (factor !== 1 && alternative === token) continue;
    const { from, to } = wordsWithPrefix(words, alternative);
    for (let word = from; word < to; word += 1) {
      const length = words[word]!.length;
      const whole = length === alternative.length;
      const quality = factor * (whole ? 1 : 0.5 + (0.4 * alternative.length) / length);
      // An expansion is highlighted as the whole word; a typed prefix as far as it was typed.
      const shown = whole || factor !== 1 ? length : alternative.length;
      addHit(hits, word, { quality, shown, fuzzy: false });
    }
  }
  return hits;
}

/** Adds corrected spellings to a token's hits (a new token: the memoized original is left untouched). */
function withFuzzyHits(
  token: QueryToken,
  corrections: readonly FuzzyWord[],
  words: readonly string[],
): QueryToken {
  if (corrections.length === 0) return token;
  const hits = new Map(token.hits);
  for (const { word, score } of corrections) {
    addHit(hits, word, { quality: (1 - score) * FUZZY_FACTOR, shown: words[word]!.length, fuzzy: true });
  }
  return { ...token, hits };
}

/**
 * Splits a normalized query into tokens; stopwords are optional unless the query has nothing else. Every word
 * but the last is complete; the last is when the person typed a space after it (`lastComplete`).
 */
function queryTokens(
  normalizedQuery: string,
  hitsFor: (token: string) => Map<number, WordHit>,
  lastComplete = false,
): QueryToken[] {
  const texts = normalizedQuery.split(' ').filter(Boolean);
  const allStopwords = texts.every((text) => STOPWORDS.has(text));
  return texts.map((text, at) => ({
    text,
    optional: !allStopwords && STOPWORDS.has(text),
    complete: lastComplete || at < texts.length - 1,
    hits: hitsFor(text),
  }));
}

const MEMO_LIMIT = 2000;

/** A bounded memo: the words before the one being typed repeat on every keystroke. */
function memoized<T>(compute: (key: string) => T): (key: string) => T {
  const memo = new Map<string, T>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      value = compute(key);
      memo.set(key, value);
    }
    return value;
  };
}

/**
 * Reads queries into tokens against the vocabulary: `tokens` gives each word's prefix and abbreviation hits,
 * `corrected` adds, for a word no vocabulary word starts with (a typo), the spellings fuse.js suggests and the
 * words its first letter may have been meant for. A word being typed that starts some vocabulary word is taken
 * as typed; a complete word that is no word of the vocabulary ('bharati' where the list has BHARATHI) gets
 * fuse.js's spellings besides the words it starts. All memoized per word.
 */
export function createQueryReader(
  words: readonly string[],
  suggest: (token: string) => readonly FuzzyWord[],
) {
  const hitsFor = memoized((token) => prefixHits(words, token));

  /** Words the token may be with its first letter changed: exact prefixes first, else fuse.js (two slips). */
  function firstLetterHits(token: string, hits: Map<number, WordHit>): void {
    if (token.length < FIRST_LETTER_MIN_LENGTH) return;
    const variants = firstLetterVariants(token);
    let found = false;
    for (const { text, soundAlike } of variants) {
      const factor =
        FUZZY_FACTOR * (soundAlike ? FIRST_LETTER_FACTOR.soundAlike : FIRST_LETTER_FACTOR.keyboard);
      for (const [word, hit] of hitsFor(text)) {
        found = true;
        addHit(hits, word, { quality: hit.quality * factor, shown: words[word]!.length, fuzzy: true });
      }
    }
    if (found || token.length < TWO_SLIPS_MIN_LENGTH) return;
    for (const { text } of variants.filter((variant) => variant.soundAlike)) {
      for (const { word, score } of suggest(text)) {
        const quality = (1 - score) * FUZZY_FACTOR * FIRST_LETTER_FACTOR.withTypo;
        addHit(hits, word, { quality, shown: words[word]!.length, fuzzy: true });
      }
    }
  }

  const correctionsFor = memoized((token) => {
    // A word that starts some vocabulary word is taken as typed (or still being typed): no guessing.
    if (hitsFor(token).size > 0) return hitsFor(token);
    const typed = { text: token, optional: false, complete: false, hits: hitsFor(token) };
    const hits = withFuzzyHits(typed, suggest(token), words).hits;
    const corrected = new Map(hits);
    firstLetterHits(token, corrected);
    // Nothing found: the same map, so the search can tell that correcting changed nothing.
    return corrected.size === 0 ? hitsFor(token) : corrected;
  });
  const completedFor = memoized((token) => {
    const hits = hitsFor(token);
    if (hits.size === 0) return correctionsFor(token);
    const { from, to } = wordsWithPrefix(words, token);
    if (from < to && words[from] === token) return hits;
    return withFuzzyHits({ text: token, optional: false, complete: true, hits }, suggest(token), words).hits;
  });
  return {
    tokens: (normalizedQuery: string, lastComplete = false) =>
      queryTokens(normalizedQuery, hitsFor, lastComplete),
    corrected: (token: QueryToken): QueryToken => ({
      ...token,
      hits: token.complete ? completedFor(token.text) : correctionsFor(token.text),
    }),
  };
}
