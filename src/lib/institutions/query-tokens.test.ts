import { describe, expect, it } from 'vitest';
import { createFuzzyWords } from './fuzzy-words';
import { createQueryReader } from './query-tokens';

const words = ['bharathi', 'bharatiya', 'college', 'jadavpur', 'vellore'].sort();
const reader = createQueryReader(words, createFuzzyWords(words, words));
const hitWords = (text: string, lastComplete: boolean) =>
  [...reader.corrected(reader.tokens(text, lastComplete).at(-1)!).hits.keys()]
    .map((word) => words[word])
    .sort();

describe('reading the query', () => {
  it('takes a word being typed that starts a listed word as typed', () => {
    expect(hitWords('bharati', false)).toEqual(['bharatiya']);
  });

  it('also corrects a complete word that is no listed word (a space follows it)', () => {
    expect(hitWords('bharati', true)).toEqual(['bharathi', 'bharatiya']);
    expect(hitWords('college', true)).toEqual(['college']);
    expect(reader.tokens('bharati college').map((token) => token.complete)).toEqual([true, false]);
  });

  it('tries another first letter for a word nothing starts with', () => {
    expect(hitWords('kadavpur', false)).toEqual(['jadavpur']);
    expect(hitWords('bel', false)).toEqual(['vellore']);
  });
});
