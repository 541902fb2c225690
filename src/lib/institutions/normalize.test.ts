import { describe, expect, it } from 'vitest';
import {
  canonicalKey,
  canonicalWord,
  hyphenJoinedWords,
  nameAcronyms,
  placeStrippedAcronyms,
  normalizeText,
  normalizeWithMap,
  normalizedWords,
} from './normalize';

describe('normalizeText', () => {
  it('folds case, spacing and punctuation, so dotted initials equal undotted ones', () => {
    expect(normalizeText('A.P. SHAH')).toBe('ap shah');
    expect(normalizeText('AP SHAH')).toBe('ap shah');
    expect(normalizeText('a p  shah')).toBe('ap shah');
    expect(normalizeText('  Dr.A.P.J. Abdul   Kalam ')).toBe('dr apj abdul kalam');
  });

  it("reads '&' as 'and', drops apostrophes and splits on other punctuation", () => {
    expect(normalizeText('R&D')).toBe('r and d');
    expect(normalizeText("WOMEN'S POLYTECHNIC")).toBe('womens polytechnic');
    expect(normalizeText('HI-TECH INSTITUTE (AUTONOMOUS), PUNE')).toBe('hi tech institute autonomous pune');
    expect(normalizeText('D KANNADA(DK)')).toBe('d kannada dk');
  });

  it('strips diacritics and leaves nothing of punctuation alone', () => {
    expect(normalizeText('Écôle')).toBe('ecole');
    expect(normalizeText(' .,- ')).toBe('');
  });

  it('maps every normalized character back to its source character', () => {
    const source = 'A. P. SHAH & CO';
    const { text, sourceIndex } = normalizeWithMap(source);
    expect(text).toBe('ap shah and co');
    expect(text.length).toBe(sourceIndex.length);
    expect(source.charAt(sourceIndex[1]!)).toBe('P');
    expect(source.charAt(sourceIndex[text.indexOf('and')]!)).toBe('&');
    expect(source.charAt(sourceIndex[text.indexOf('co')]!)).toBe('C');
  });
});

describe('word forms', () => {
  it('maps abbreviations and spelling variants to one canonical word', () => {
    expect(
      ['govt', 'engg', 'poly', 'inst', 'tech', 'coll', 'univ', 'mgmt', 'sci'].map(canonicalWord),
    ).toEqual([
      'government',
      'engineering',
      'polytechnic',
      'institute',
      'technology',
      'college',
      'university',
      'management',
      'science',
    ]);
    expect(['shri', 'shree', 'sree', 'sri'].map(canonicalWord)).toEqual(['sri', 'sri', 'sri', 'sri']);
    expect(canonicalWord('chennai')).toBe('chennai');
  });

  it('gives one key for abbreviated and written-out names', () => {
    expect(canonicalKey('GOVT. ENGG. COLLEGE')).toBe(canonicalKey('Government Engineering College'));
    expect(canonicalKey('SHRI RAM INSTITUTE')).toBe(canonicalKey('SRI RAM INSTITUTE'));
    expect(canonicalKey('A. P. SHAH')).not.toBe(canonicalKey('A. P. SHAW'));
  });

  it('joins hyphenated words and builds acronyms as people type them', () => {
    expect(hyphenJoinedWords('HI-TECH INSTITUTE OF VIT-AP')).toEqual(['hitech', 'vitap']);
    expect(nameAcronyms(normalizedWords('R V COLLEGE OF ENGINEERING'))).toEqual(['rce', 'rvce', 'rcoe']);
    expect(nameAcronyms(normalizedWords('K. J. SOMAIYA COLLEGE OF ENGINEERING'))).toContain('kjsce');
    expect(nameAcronyms(normalizedWords('INDIAN INSTITUTE OF TECHNOLOGY MADRAS'))).toContain('iitm');
    expect(nameAcronyms(normalizedWords('COLLEGE OF ENGINEERING PUNE'))).toContain('coep');
    expect(nameAcronyms(['university'])).toEqual([]);
  });

  it("keeps 'and' or 'of' in acronyms where people do, and drops the place a name ends in", () => {
    expect(nameAcronyms(normalizedWords('COCHIN UNIVERSITY OF SCIENCE AND TECHNOLOGY'))).toContain('cusat');
    expect(nameAcronyms(normalizedWords('GANDHI INSTITUTE OF TECHNOLOGY AND MANAGEMENT'))).toContain('gitam');
    const isPlace = (word: string) => ['tiruchirappalli', 'trichy'].includes(word);
    const nit = normalizedWords('NATIONAL INSTITUTE OF TECHNOLOGY TIRUCHIRAPPALLI');
    expect(placeStrippedAcronyms(nit, isPlace)).toContain('nit');
    expect(nameAcronyms(nit, isPlace)).toEqual(expect.arrayContaining(['nitt', 'nit']));
    expect(placeStrippedAcronyms(normalizedWords('TRICHY'), isPlace)).toEqual([]);
  });
});
