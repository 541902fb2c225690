import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('puts the noun in the singular for one and in the plural otherwise', () => {
    expect(countText(1, 'section')).toBe('1 section');
    expect(countText(3, 'open job')).toBe('3 open jobs');
    expect(countText(0, 'applicant')).toBe('0 applicants');
  });
});
