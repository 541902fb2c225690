import { describe, expect, it } from 'vitest';
import { gluedWordParts, nameAfterOwner } from './name-forms';

const listed = new Set([
  'government',
  'engineering',
  'college',
  'thrissur',
  'institute',
  'of',
  'shankar',
  'acharya',
]);
const isWord = (word: string) => listed.has(word);

describe('gluedWordParts', () => {
  it('splits a run-together name into the listed words it is made of', () => {
    expect(gluedWordParts('governmentengineeringcollegethrissur', isWord)).toEqual([
      'government',
      'engineering',
      'college',
      'thrissur',
    ]);
    expect(gluedWordParts('instituteofengineering', isWord)).toEqual(['institute', 'of', 'engineering']);
  });

  it('leaves a long proper name whole, and short or unsplittable words', () => {
    expect(gluedWordParts('shankaracharya', isWord)).toEqual([]);
    expect(gluedWordParts('engineering', isWord)).toEqual([]);
    expect(gluedWordParts('governmentxyzcollegethrissur', isWord)).toEqual([]);
  });
});

describe('nameAfterOwner', () => {
  it('gives the name after the society that runs the institution', () => {
    expect(nameAfterOwner("B V V SANGHA'S BASAVESHWAR ENGINEERING COLLEGE BAGALKOT")).toBe(
      'BASAVESHWAR ENGINEERING COLLEGE BAGALKOT',
    );
    expect(nameAfterOwner('VIDYA PRATISHTHAN’S KAMALNAYAN BAJAJ INSTITUTE')).toBe(
      'KAMALNAYAN BAJAJ INSTITUTE',
    );
  });

  it('gives nothing without a possessive, or when too little follows it', () => {
    expect(nameAfterOwner('R.V. COLLEGE OF ENGINEERING')).toBeUndefined();
    expect(nameAfterOwner("ST. JOSEPH'S COLLEGE")).toBeUndefined();
  });
});
