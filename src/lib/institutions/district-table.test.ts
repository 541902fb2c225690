import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createDistrictLookup,
  entryKey,
  parseDistrictTable,
  parseEntryStates,
  resolveEntryPlace,
} from './district-table';

const table = parseDistrictTable(`# comment
BANGALORE URBAN\tKarnataka\tBANGALORE; BENGALURU; BENGALURU URBAN
BELGAUM\tKarnataka\tBELAGAVI
DAKSHINA KANNADA\tKarnataka\tD KANNADA(DK); MANGALORE
AURANGABAD\tBihar
AURANGABAD\tMaharashtra\tCHHATRAPATI SAMBHAJINAGAR
`);
const lookup = createDistrictLookup(table);
const noStates = new Map<string, string>();

describe('the district table', () => {
  it('parses rows with their other spellings and skips comments', () => {
    expect(table).toHaveLength(5);
    expect(table[0]).toEqual({
      district: 'BANGALORE URBAN',
      state: 'Karnataka',
      variants: ['BANGALORE', 'BENGALURU', 'BENGALURU URBAN'],
    });
    expect(() => parseDistrictTable('PUNE')).toThrow(/line 1/);
  });

  it('finds a district by any spelling, in any case or spacing', () => {
    expect(lookup('Bengaluru').map((row) => row.district)).toEqual(['BANGALORE URBAN']);
    expect(lookup(' d kannada (dk) ').map((row) => row.district)).toEqual(['DAKSHINA KANNADA']);
    expect(lookup('belagavi')[0]?.state).toBe('Karnataka');
    expect(lookup('Atlantis')).toEqual([]);
  });

  it('rejects a spelling that names two districts of one state', () => {
    expect(() =>
      createDistrictLookup(parseDistrictTable('PUNE\tMaharashtra\tPOONA\nPOONA CITY\tMaharashtra\tPOONA')),
    ).toThrow(/POONA/);
  });
});

describe('resolveEntryPlace', () => {
  it("gives the table's spelling and state", () => {
    expect(resolveEntryPlace('X', 'BELAGAVI', lookup, noStates)).toMatchObject({
      district: 'BELGAUM',
      state: 'Karnataka',
    });
  });

  it('leaves a district shared by two states without a state unless the entry has one', () => {
    expect(resolveEntryPlace('X', 'AURANGABAD', lookup, noStates)).toMatchObject({
      district: 'AURANGABAD',
      state: undefined,
      problem: 'ambiguous-district',
    });
    const states = parseEntryStates('# note\nX ,  aurangabad\tMaharashtra\n');
    expect(states.get(entryKey('X', 'AURANGABAD'))).toBe('Maharashtra');
    expect(resolveEntryPlace('X', 'AURANGABAD', lookup, states)).toMatchObject({
      state: 'Maharashtra',
      row: table[4],
    });
    expect(resolveEntryPlace('Y', 'CHHATRAPATI SAMBHAJINAGAR', lookup, noStates).state).toBe('Maharashtra');
  });

  it('keeps an unknown district as written and reports it', () => {
    expect(resolveEntryPlace('X', 'NEWTOWN', lookup, noStates)).toMatchObject({
      district: 'NEWTOWN',
      state: undefined,
      problem: 'unknown-district',
    });
    expect(resolveEntryPlace('X', '', lookup, noStates)).toMatchObject({ district: '', state: undefined });
  });
});

describe('the real table (data/districts.tsv)', () => {
  const real = parseDistrictTable(readFileSync('data/districts.tsv', 'utf8'));
  const realLookup = createDistrictLookup(real);
  const place = (district: string) => realLookup(district).map((row) => `${row.district}, ${row.state}`);

  it("covers the spec's district variants", () => {
    expect(place('Bengaluru')).toEqual(['BANGALORE URBAN, Karnataka']);
    expect(place('Bangalore Urban')).toEqual(['BANGALORE URBAN, Karnataka']);
    expect(place('Belagavi')).toEqual(['BELGAUM, Karnataka']);
    expect(place('D Kannada(DK)')).toEqual(['DAKSHINA KANNADA, Karnataka']);
    expect(place('Dakshina Kannada')).toEqual(['DAKSHINA KANNADA, Karnataka']);
    expect(place('Kalaburagi')).toEqual(['GULBARGA, Karnataka']);
    expect(place('Mysuru')).toEqual(['MYSORE, Karnataka']);
  });

  it('lists a district twice only where two states share the name', () => {
    expect(place('Aurangabad').sort()).toEqual(['AURANGABAD, Bihar', 'AURANGABAD, Maharashtra']);
    const names = real.map((row) => `${row.district}\t${row.state}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
