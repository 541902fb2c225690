import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { wordsWithPrefix } from './word-index';

/**
 * fuse.js settings for correcting one typed word against the vocabulary (see docs/institution-search.md).
 * Words are short, so: a match must start at the word's start (location 0, small distance, which also lets a
 * half-typed word match), a third of the letters may be wrong, and case folding is already done.
 */
export const FUZZY_WORD_OPTIONS: IFuseOptions<string> = {
  isCaseSensitive: true,
  includeScore: true,
  shouldSort: true,
  ignoreFieldNorm: true,
  location: 0,
  distance: 8,
  threshold: 0.34,
};

/** Shorter words are not corrected: with three letters one typo is a third of the word. */
export const FUZZY_MIN_WORD_LENGTH = 4;
/**
 * Longer words are not corrected either: the longest word of the list has 20 letters, so a longer one is no typo
 * of it, and fuse.js's work grows with the pattern (a pasted 200-letter word took ~100 ms per keystroke).
 */
export const FUZZY_MAX_WORD_LENGTH = 32;
const SUGGESTIONS_PER_WORD = 10;

export interface FuzzyWord {
  /** Index into the vocabulary. */
  word: number;
  /** fuse.js score: 0 is exact, higher is worse. */
  score: number;
}

/**
 * Typo correction for one word: the vocabulary words fuse.js finds close to it among those with the same first
 * letter (a cheap prefilter: a first-letter slip is handled by first-letter.ts), so a search scans ~5% of the
 * vocabulary. Each letter's fuse.js index is built the first time a word starting with it needs correcting
 * (a few hundred short words: well under a millisecond). Callers memoize per word (query-tokens.ts).
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
  const partitions = new Map<string, Fuse<string>>();

  function partition(first: string): Fuse<string> | undefined {
    let fuse = partitions.get(first);
    const group = groups.get(first);
    if (!fuse && group) {
      fuse = new Fuse(group, FUZZY_WORD_OPTIONS);
      partitions.set(first, fuse);
    }
    return fuse;
  }

  return (token) => {
    if (token.length < FUZZY_MIN_WORD_LENGTH || token.length > FUZZY_MAX_WORD_LENGTH) return [];
    const found = partition(token.charAt(0))?.search(token, { limit: SUGGESTIONS_PER_WORD }) ?? [];
    // fuse.js answers with the word; the search works with vocabulary numbers.
    return found.map((result) => ({
      word: wordsWithPrefix(words, result.item).from,
      score: result.score ?? 1,
    }));
  };
}
