import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDistrictLookup, districtRowOf, parseDistrictTable } from './district-table';

const table = parseDistrictTable(`# comment
BANGALORE URBAN\tKarnataka\tBANGALORE; BENGALURU; BENGALURU URBAN
BELGAUM\tKarnataka\tBELAGAVI
DAKSHINA KANNADA\tKarnataka\tD KANNADA(DK); MANGALORE
AURANGABAD\tBihar
AURANGABAD\tMaharashtra\tCHHATRAPATI SAMBHAJINAGAR
`);
const lookup = createDistrictLookup(table);

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

  it('refuses a district listed twice for one state, but lets other names be shared', () => {
    expect(() => createDistrictLookup(parseDistrictTable('PUNE\tMaharashtra\nPune\tMaharashtra'))).toThrow(
      /PUNE.*twice/i,
    );
    const shared = createDistrictLookup(
      parseDistrictTable(
        'RANGAREDDI\tTelangana\tMEDCHAL\nMEDCHAL-MALKAJGIRI\tTelangana\tMEDCHAL\nMEDAK\tTelangana\tMEDCHAL-MALKAJGIRI',
      ),
    );
    expect(shared('medchal').map((row) => row.district)).toEqual(['RANGAREDDI', 'MEDCHAL-MALKAJGIRI']);
    // A canonical name wins over the same name given as another district's variant.
    expect(shared('Medchal Malkajgiri').map((row) => row.district)).toEqual(['MEDCHAL-MALKAJGIRI', 'MEDAK']);
  });
});

describe('districtRowOf', () => {
  it("finds the row of the entry's state, by any of the district's names", () => {
    expect(districtRowOf(lookup, 'BELAGAVI', 'Karnataka')?.district).toBe('BELGAUM');
    expect(districtRowOf(lookup, 'AURANGABAD', 'Maharashtra')).toBe(table[4]);
    expect(districtRowOf(lookup, 'AURANGABAD', 'Bihar')).toBe(table[3]);
    expect(districtRowOf(lookup, 'AURANGABAD', 'Goa')).toBeUndefined();
    expect(districtRowOf(lookup, 'NEWTOWN', 'Karnataka')).toBeUndefined();
  });
});

describe('the real table (data/districts.tsv)', () => {
  const real = parseDistrictTable(readFileSync('data/districts.tsv', 'utf8'));
  const realLookup = createDistrictLookup(real);
  const place = (district: string) => realLookup(district).map((row) => `${row.district}, ${row.state}`);

  it("covers the spec's district variants and the modern names people type", () => {
    // Colleges of the rural district give Bengaluru as their town too.
    expect(place('Bengaluru').sort()).toEqual(['BANGALORE RURAL, Karnataka', 'BANGALORE URBAN, Karnataka']);
    expect(place('Bangalore Urban')).toEqual(['BANGALORE URBAN, Karnataka']);
    expect(place('Belagavi')).toEqual(['BELGAUM, Karnataka']);
    expect(place('D Kannada(DK)')).toEqual(['DAKSHINA KANNADA, Karnataka']);
    expect(place('Dakshina Kannada')).toEqual(['DAKSHINA KANNADA, Karnataka']);
    expect(place('Kalaburagi')).toEqual(['GULBARGA, Karnataka']);
    expect(place('Mysuru')).toEqual(['MYSORE, Karnataka']);
    expect(place('Prayagraj')).toEqual(['ALLAHABAD, Uttar Pradesh']);
    expect(place('Gurugram')).toEqual(['GURGAON, Haryana']);
    expect(place('Chengalpattu')).toEqual(['KANCHIPURAM, Tamil Nadu']);
    expect(place('Medchal-Malkajgiri')).toEqual(['MEDCHAL-MALKAJGIRI, Telangana', 'RANGAREDDI, Telangana']);
  });

  it('lists a district twice only where two states share the name', () => {
    expect(place('Aurangabad').sort()).toEqual(['AURANGABAD, Bihar', 'AURANGABAD, Maharashtra']);
    const names = real.map((row) => `${row.district}\t${row.state}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
