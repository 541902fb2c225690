import { describe, expect, it } from 'vitest';
import { fixturePayload, fixtureSearch } from './test/fixture-index';
import { createInstitutionSearch } from './search-engine';

const engine = fixtureSearch();
const names = (query: string, limit = 5) => engine.search(query, limit).map((hit) => hit.name);
const first = (query: string) => engine.search(query, 5)[0];
const marked = (hit: { name: string; highlight: readonly (readonly [number, number])[] } | undefined) =>
  hit?.highlight.map(([start, end]) => hit.name.slice(start, end));

describe('institution search', () => {
  it("lists the spec's case-insensitive substring matches first", () => {
    const hits = names('Engineering College', 8);
    const substring = hits.filter((name) => name.includes('ENGINEERING COLLEGE'));
    expect(substring.length).toBeGreaterThanOrEqual(4);
    expect(hits.slice(0, substring.length)).toEqual(substring);
  });

  it('puts the whole name, then names starting with the query, before inner matches', () => {
    expect(names('anna university', 2)).toEqual([
      'ANNA UNIVERSITY',
      'ANNA UNIVERSITY REGIONAL CAMPUS MADURAI',
    ]);
    expect(first('rajalakshmi eng')?.name).toBe('RAJALAKSHMI ENGINEERING COLLEGE');
  });

  it('expands abbreviations and matches the district in any spelling', () => {
    expect(first('govt poly belagavi')?.name).toBe('GOVERNMENT POLYTECHNIC BELGAUM');
    expect(first('govt engg college poona')?.name).toBe('GOVERNMENT ENGINEERING COLLEGE');
    expect(first('rv college bengaluru')?.name).toBe('R V COLLEGE OF ENGINEERING');
    expect(first('khaja bandanawaz gulbarga')?.name).toBe('KHAJA BANDANAWAZ UNIVERSITY');
    expect(first('alvas mangalore')?.name).toBe('ALVAS INSTITUTE OF ENGINEERING AND TECHNOLOGY');
    expect(first('technology odisha')?.name).toBe('HI-TECH INSTITUTE OF TECHNOLOGY');
  });

  it('finds dotted initials typed without dots, and the other way round', () => {
    for (const query of ['AP SHAH', 'a.p. shah', 'a p shah', 'A.P.SHAH']) {
      expect(first(query)?.name).toBe('A. P. SHAH INSTITUTE OF TECHNOLOGY');
    }
    expect(first('r.v. college')?.name).toBe('R V COLLEGE OF ENGINEERING');
    expect(marked(first('ap shah'))).toEqual(['A. P. SHAH']);
  });

  it('corrects typos with fuse.js, below the exact matches', () => {
    expect(first('rajalaksmi enginering')?.name).toBe('RAJALAKSHMI ENGINEERING COLLEGE');
    expect(first('bandanavaz')?.name).toBe('KHAJA BANDANAWAZ UNIVERSITY');
    expect(marked(first('rajalaksmi enginering'))).toEqual(['RAJALAKSHMI', 'ENGINEERING']);
  });

  it('knows acronyms, joined words and apostrophes', () => {
    expect(first('iit madras')?.name).toBe('INDIAN INSTITUTE OF TECHNOLOGY MADRAS');
    expect(first('rvce')?.name).toBe('R V COLLEGE OF ENGINEERING');
    expect(first('sai ram')?.name).toBe('SRI SAIRAM ENGINEERING COLLEGE');
    expect(first('hitech')?.name).toBe('HI-TECH INSTITUTE OF TECHNOLOGY');
    expect(first('vignans')?.name).toBe("VIGNAN'S INSTITUTE OF INFORMATION TECHNOLOGY");
    expect(first("vignan's info")?.name).toBe("VIGNAN'S INSTITUTE OF INFORMATION TECHNOLOGY");
  });

  it('answers with id, district and state, honours the limit, and finds nothing for nonsense', () => {
    expect(first('khaja')).toMatchObject({
      id: 'khaja-bandanawaz-university-gulbarga',
      name: 'KHAJA BANDANAWAZ UNIVERSITY',
      district: 'GULBARGA',
      state: 'Karnataka',
      highlight: [[0, 5]],
    });
    expect(first('lone institute')).toEqual({
      id: 'lone-institute-of-learning',
      name: 'LONE INSTITUTE OF LEARNING',
      district: '',
      highlight: [[0, 14]],
    });
    expect(engine.search('institute', 3)).toHaveLength(3);
    expect(engine.search('institute', 0)).toEqual([]);
    expect(engine.search(' .,', 5)).toEqual([]);
    expect(engine.search('qqzzxx', 5)).toEqual([]);
  });

  it('highlights what matched: the typed part of each word, or the whole word for an abbreviation', () => {
    expect(marked(first('govt poly belagavi'))).toEqual(['GOVERNMENT', 'POLYTECHNIC']);
    expect(marked(first('rajalakshmi inst'))).toEqual(['RAJALAKSHMI INST']);
    expect(marked(first('institute rajalakshmi'))).toEqual(['RAJALAKSHMI', 'INSTITUTE']);
  });

  it('refuses an index of another version', () => {
    expect(() => createInstitutionSearch({ ...fixturePayload(), version: 2 as 1 })).toThrow(/version/);
  });
});
