import { describe, expect, it } from 'vitest';
import { highlightRanges } from './highlight';

const marked = (name: string, ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([start, end]) => name.slice(start, end));

describe('highlightRanges', () => {
  it('maps a folded span back to the name, across dots and spaces', () => {
    const name = 'A. P. SHAH INSTITUTE OF TECHNOLOGY';
    expect(marked(name, highlightRanges(name, { kind: 'span', from: 0, to: 7 }))).toEqual(['A. P. SHAH']);
  });

  it("marks the '&' that 'and' was typed for", () => {
    const name = 'SHAH & ANCHOR COLLEGE';
    expect(marked(name, highlightRanges(name, { kind: 'span', from: 5, to: 15 }))).toEqual(['& ANCHOR']);
  });

  it('marks the typed part of each matched word, and whole words for abbreviations', () => {
    const name = 'GOVT. POLYTECHNIC, BELGAUM';
    const ranges = highlightRanges(name, {
      kind: 'words',
      marks: [{ position: 1, shown: 4 }],
      extras: ['government'],
    });
    expect(marked(name, ranges)).toEqual(['GOVT', 'POLY']);
  });

  it('marks hyphenated words typed together', () => {
    const name = 'HI-TECH INSTITUTE';
    expect(marked(name, highlightRanges(name, { kind: 'words', marks: [], extras: ['hitech'] }))).toEqual([
      'HI-TECH',
    ]);
  });

  it('maps a match that ignored spaces, and passes source ranges through', () => {
    const name = 'SRI SAIRAM ENGINEERING COLLEGE';
    expect(marked(name, highlightRanges(name, { kind: 'compact', from: 3, to: 9 }))).toEqual(['SAIRAM']);
    expect(highlightRanges(name, { kind: 'source', from: 4, to: 10 })).toEqual([[4, 10]]);
  });
});
