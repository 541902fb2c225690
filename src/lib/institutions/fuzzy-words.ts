import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { wordsWithPrefix } from './word-index';

/**
 * fuse.js settings for correcting one typed word against the vocabulary (see docs/institution-search.md).
 * Words are short, so: a match must start at the word's start (location 0, small distance, which also lets a
 * half-typed word match), a third of the letters may be wrong, and case folding is already done.
 */
const FUZZY_WORD_OPTIONS: IFuseOptions<string> = {
  isCaseSensitive: true,
  includeScore: true,
  shouldSort: true,
  ignoreFieldNorm: true,
  location: 0,
  distance: 8,
  threshold: 0.34,
};

/** Shorter words are not corrected: with three letters one typo is a third of the word. */
const FUZZY_MIN_WORD_LENGTH = 4;
/**
 * Longer words are not corrected either: the longest word of the list has 20 letters, so a longer one is no typo
 * of it, and fuse.js's work grows with the pattern (a pasted 200-letter word took ~100 ms per keystroke).
 */
const FUZZY_MAX_WORD_LENGTH = 32;
const SUGGESTIONS_PER_WORD = 10;

export interface FuzzyWord {
  /** Index into the vocabulary. */
  word: number;
  /** fuse.js score: 0 is exact, higher is worse. */
  score: number;
}

/** fuse.js scores this many candidates per word: the words sharing most letter pairs with it. */
const CANDIDATES_PER_WORD = 48;

/** The letter pairs of a word ('scool' → sc, co, oo, ol): a cheap measure of how alike two words are. */
function letterPairs(word: string): string[] {
  const pairs: string[] = [];
  for (let at = 0; at + 1 < word.length; at += 1) pairs.push(word.slice(at, at + 2));
  return pairs;
}

/**
 * Typo correction for one word: the vocabulary words fuse.js finds close to it. fuse.js scores every word it is
 * given (a few hundred per first letter took 1–3 ms), so two cheap filters come first: the same first letter
 * (a first-letter slip is handled by first-letter.ts), then the 48 words sharing most letter pairs with the
 * typed one — a typo leaves most pairs in place. fuse.js then scores those few, well under a millisecond.
 * Callers memoize per word (query-tokens.ts).
 */
export function createFuzzyWords(
  words: readonly string[],
  fuzzyWords: readonly string[],
): (token: string) => readonly FuzzyWord[] {
  const groups = new Map<string, string[]>();
  for (const word of fuzzyWords) {
    const group = groups.get(word.charAt(0)) ?? [];
    group.push(word);
    groups.set(word.charAt(0), group);
  }
  const shared = new Int32Array(Math.max(0, ...[...groups.values()].map((group) => group.length)));

  function candidates(token: string): string[] {
    const group = groups.get(token.charAt(0)) ?? [];
    const pairs = letterPairs(token);
    group.forEach((word, at) => {
      let count = 0;
      for (const pair of pairs) if (word.includes(pair)) count += 1;
      shared[at] = count;
    });
    const order = group.map((_, at) => at).filter((at) => shared[at]! > 0);
    order.sort((a, b) => shared[b]! - shared[a]! || a - b);
    return order.slice(0, CANDIDATES_PER_WORD).map((at) => group[at]!);
  }

  return (token) => {
    if (token.length < FUZZY_MIN_WORD_LENGTH || token.length > FUZZY_MAX_WORD_LENGTH) return [];
    const found = new Fuse(candidates(token), FUZZY_WORD_OPTIONS).search(token, {
      limit: SUGGESTIONS_PER_WORD,
    });
    // fuse.js answers with the word; the search works with vocabulary numbers.
    return found.map((result) => ({
      word: wordsWithPrefix(words, result.item).from,
      score: result.score ?? 1,
    }));
  };
}
