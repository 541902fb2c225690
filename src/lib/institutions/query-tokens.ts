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
  hits: Map<number, WordHit>;
}

/** An abbreviation's expansion counts a little less than the word typed in full. */
const EXPANSION_FACTOR = 0.95;
/** A corrected typo counts less than any prefix: quality = (1 - fuse score) × this. */
const FUZZY_FACTOR = 0.6;

function addHit(hits: Map<number, WordHit>, word: number, hit: WordHit): void {
  const previous = hits.get(word);
  if (!previous || previous.quality < hit.quality) hits.set(word, hit);
}

/** Vocabulary words the query word is, starts, or abbreviates ('govt' → government, 'poly' → polytechnic). */
export function prefixHits(words: readonly string[], token: string): Map<number, WordHit> {
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
export function withFuzzyHits(
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

/** Splits a normalized query into tokens; stopwords are optional unless the query has nothing else. */
export function queryTokens(
  normalizedQuery: string,
  hitsFor: (token: string) => Map<number, WordHit>,
): QueryToken[] {
  const texts = normalizedQuery.split(' ').filter(Boolean);
  const allStopwords = texts.every((text) => STOPWORDS.has(text));
  return texts.map((text) => ({
    text,
    optional: !allStopwords && STOPWORDS.has(text),
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
 * `corrected` adds the spellings fuse.js suggests for a word no vocabulary word starts with (a typo; a word that
 * starts one is taken as typed, or still being typed). Both memoized per word.
 */
export function createQueryReader(
  words: readonly string[],
  suggest: (token: string) => readonly FuzzyWord[],
) {
  const hitsFor = memoized((token) => prefixHits(words, token));
  const correctionsFor = memoized((token) => {
    // A word that starts some vocabulary word is taken as typed (or still being typed): no guessing.
    if (hitsFor(token).size > 0) return hitsFor(token);
    const corrections = suggest(token);
    if (corrections.length === 0) return hitsFor(token);
    return withFuzzyHits({ text: token, optional: false, hits: hitsFor(token) }, corrections, words).hits;
  });
  return {
    tokens: (normalizedQuery: string) => queryTokens(normalizedQuery, hitsFor),
    corrected: (token: QueryToken): QueryToken => ({ ...token, hits: correctionsFor(token.text) }),
  };
}
