import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import type { InstitutionIndexPayload } from './index-format';
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
 * Typo correction for one word. The build-time fuse.js index is split once, at load, by the words' first letter
 * (a cheap prefilter: typos rarely hit the first letter), so a search scans ~5% of the vocabulary. Callers memoize
 * per word (query-tokens.ts): the words before the one being typed repeat on every keystroke.
 */
export function createFuzzyWords(payload: InstitutionIndexPayload): (token: string) => readonly FuzzyWord[] {
  const docs = payload.fuse.records.map((record) => record.v);
  // fuse.js answers with its own doc numbers; the search works with vocabulary numbers.
  const wordIds = docs.map((word) => wordsWithPrefix(payload.words, word).from);
  const groups = new Map<string, InstitutionIndexPayload['fuse']['records']>();
  for (const record of payload.fuse.records) {
    const first = record.v.charAt(0);
    const group = groups.get(first) ?? [];
    group.push(record);
    groups.set(first, group);
  }
  const partitions = new Map<string, Fuse<string>>();

  function partition(first: string): Fuse<string> | undefined {
    let fuse = partitions.get(first);
    const records = groups.get(first);
    if (!fuse && records) {
      fuse = new Fuse(docs, FUZZY_WORD_OPTIONS, Fuse.parseIndex<string>({ keys: [], records }));
      partitions.set(first, fuse);
    }
    return fuse;
  }

  return (token) => {
    if (token.length < FUZZY_MIN_WORD_LENGTH || token.length > FUZZY_MAX_WORD_LENGTH) return [];
    const found = partition(token.charAt(0))?.search(token, { limit: SUGGESTIONS_PER_WORD }) ?? [];
    return found.map((result) => ({ word: wordIds[result.refIndex]!, score: result.score ?? 1 }));
  };
}
