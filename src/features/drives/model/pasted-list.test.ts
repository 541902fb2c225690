import { describe, expect, it } from 'vitest';
import { splitPastedList } from './pasted-list';

describe('splitPastedList', () => {
  it('reads lines, commas, semicolons and tabs, each entry once', () => {
    expect(splitPastedList('1RV21CS001\n1RV21CS002, 1rv21cs001;a@b.in\t"c@d.in"\n\n<e@f.in>')).toEqual([
      '1RV21CS001',
      '1RV21CS002',
      'a@b.in',
      'c@d.in',
      'e@f.in',
    ]);
  });

  it('an empty paste is an empty list', () => {
    expect(splitPastedList(' \n ,; ')).toEqual([]);
  });
});
