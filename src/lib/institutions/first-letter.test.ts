import { describe, expect, it } from 'vitest';
import { firstLetterVariants } from './first-letter';

const texts = (token: string, soundAlike: boolean) =>
  firstLetterVariants(token)
    .filter((variant) => variant.soundAlike === soundAlike)
    .map((variant) => variant.text);

describe('firstLetterVariants', () => {
  it('offers the letters that sound alike first, then the neighbouring keys, each once', () => {
    expect(texts('bellore', true)).toEqual(['vellore', 'wellore']);
    expect(texts('bellore', false).sort()).toEqual(['gellore', 'hellore', 'nellore']);
    expect(texts('kadavpur', false)).toContain('jadavpur');
    const all = firstLetterVariants('kochin').map((variant) => variant.text);
    expect(all[0]).toBe('cochin');
    expect(new Set(all).size).toBe(all.length);
  });

  it('knows the staggered rows: a key touches two above and two below', () => {
    expect(texts('sangli', false).sort()).toEqual(['aangli', 'dangli', 'eangli', 'wangli', 'xangli'].sort());
    expect(texts('mysore', false).sort()).toEqual(['jysore', 'kysore', 'nysore']);
  });

  it('offers nothing for a first character that is no letter', () => {
    expect(firstLetterVariants('9th')).toEqual([]);
  });
});
