import { describe, expect, it } from 'vitest';
import { highlightSegments, segmentsFromRanges } from './highlight';

describe('highlight', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightSegments('R V College of Engineering', 'eng')).toEqual([
      { text: 'R V College of ', match: false },
      { text: 'Eng', match: true },
      { text: 'ineering', match: false },
    ]);
  });
  it('returns the whole text for an empty query', () => {
    expect(highlightSegments('ABC', ' ')).toEqual([{ text: 'ABC', match: false }]);
  });
  it('marks ranges, merging overlaps', () => {
    expect(
      segmentsFromRanges('GOVT POLY', [
        [5, 9],
        [0, 4],
        [2, 3],
      ]),
    ).toEqual([
      { text: 'GOVT', match: true },
      { text: ' ', match: false },
      { text: 'POLY', match: true },
    ]);
  });
});
