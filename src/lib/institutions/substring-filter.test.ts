import { describe, expect, it } from 'vitest';
import { createSubstringFilter } from './substring-filter';

const texts = [
  'rajalakshmi engineering college',
  'rajalakshmi institute',
  'anna university',
  'ap shah institute',
];

function matches(filter: ReturnType<typeof createSubstringFilter>, needle: string) {
  const found: [number, number][] = [];
  filter(needle, (entry, at) => found.push([entry, at]));
  return found;
}

describe('createSubstringFilter', () => {
  it('finds every text containing the needle, with where it starts', () => {
    expect(matches(createSubstringFilter(texts), 'institute')).toEqual([
      [1, 12],
      [3, 8],
    ]);
  });

  it('gives the same answers when typing forward, back, or starting over', () => {
    const filter = createSubstringFilter(texts);
    const fresh = (needle: string) => matches(createSubstringFilter(texts), needle);
    for (const needle of [
      'ra',
      'raja',
      'rajalakshmi e',
      'rajalakshmi',
      'a',
      'ap',
      'aps',
      'ap s',
      'zz',
      'an',
    ]) {
      expect(matches(filter, needle)).toEqual(fresh(needle));
    }
  });
});
