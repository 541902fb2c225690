import { describe, expect, it } from 'vitest';
import { countText, plural } from './count-text';

describe('countText', () => {
  it('is singular for one and plural for every other count', () => {
    expect(countText(1, 'section')).toBe('1 section');
    expect(countText(0, 'open job')).toBe('0 open jobs');
    expect(countText(3, 'section')).toBe('3 sections');
  });

  it('writes regular plurals of nouns ending in y, s, x, ch and sh, and phrases on their last word', () => {
    expect(countText(2, 'entry')).toBe('2 entries');
    expect(countText(2, 'day')).toBe('2 days');
    expect(countText(2, 'batch')).toBe('2 batches');
    expect(countText(1, 'active backlog')).toBe('1 active backlog');
    expect(countText(2, 'active backlog')).toBe('2 active backlogs');
  });

  it('takes an irregular plural when told', () => {
    expect(countText(1, 'set of results', 'sets of results')).toBe('1 set of results');
    expect(countText(3, 'set of results', 'sets of results')).toBe('3 sets of results');
    expect(plural(1, 'is', 'are')).toBe('is');
    expect(plural(4, 'is', 'are')).toBe('are');
  });
});
