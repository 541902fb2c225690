import Fuse from 'fuse.js/basic';
import { describe, expect, it } from 'vitest';
import { displayNames } from '../../src/lib/institutions/index-format';
import { buildInstitutionIndex } from './build-index';
import { readInstitutionData } from './data-files';

const { payload, report } = buildInstitutionIndex({
  listText: `A. P. SHAH INSTITUTE OF TECHNOLOGY, THANE
GOVT POLYTECHNIC, BELAGAVI
GOVERNMENT POLYTECHNIC, BELGAUM
SITYOG INSTITUTE OF TECHNOLOGY, AURANGABAD
`,
  districtsText:
    'THANE\tMaharashtra\nBELGAUM\tKarnataka\tBELAGAVI\nAURANGABAD\tBihar\nAURANGABAD\tMaharashtra\n',
  entryStatesText: 'SITYOG INSTITUTE OF TECHNOLOGY, AURANGABAD\tBihar\n',
});
const word = (id: number) => payload.words[id];

describe('buildInstitutionIndex', () => {
  it('stores each institution once, with the names that differ from their words, and rebuilds the rest', () => {
    expect(payload.size).toBe(3);
    expect(report.repeats).toBe(1);
    expect(Object.values(payload.nameOverrides)).toEqual(['A. P. SHAH INSTITUTE OF TECHNOLOGY']);
    expect(displayNames(payload)).toEqual([
      'A. P. SHAH INSTITUTE OF TECHNOLOGY',
      'GOVT POLYTECHNIC',
      'SITYOG INSTITUTE OF TECHNOLOGY',
    ]);
  });

  it('keeps a sorted vocabulary and each name as word numbers, with abbreviations and acronyms beside', () => {
    expect([...payload.words].sort()).toEqual(payload.words);
    expect(new Set(payload.words).size).toBe(payload.words.length);
    expect(payload.nameWords[0]!.map(word)).toEqual(['ap', 'shah', 'institute', 'of', 'technology']);
    expect(payload.extraWords[1]!.map(word)).toEqual(['government']);
    expect(payload.acronyms[0]!.map(word)).toContain('apsit');
  });

  it('gives each place its district, other spellings and state words', () => {
    const belgaum = payload.places[payload.placeOf[1]!]!;
    expect(belgaum.district).toBe('BELGAUM');
    expect(payload.states[belgaum.state]).toBe('Karnataka');
    expect(belgaum.words.map(word)).toEqual(expect.arrayContaining(['belgaum', 'belagavi', 'karnataka']));
    expect(payload.states[payload.places[payload.placeOf[2]!]!.state]).toBe('Bihar');
  });

  it('serializes a fuse.js index of the name and place words that loads without rebuilding', () => {
    const index = Fuse.parseIndex<string>(payload.fuse);
    const docs = payload.fuse.records.map((record) => record.v);
    expect(docs).toContain('polytechnic');
    expect(docs).not.toContain('apsit');
    const fuse = new Fuse(docs, { includeScore: true }, index);
    expect(fuse.search('polytecnic')[0]?.item).toBe('polytechnic');
  });

  it('builds the real list without unknown or unsettled districts', () => {
    const real = buildInstitutionIndex(readInstitutionData());
    expect(real.payload.size).toBeGreaterThanOrEqual(3000);
    expect(real.report.unknownDistricts).toEqual([]);
    expect(real.report.ambiguousEntries).toEqual([]);
  });
});
