import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { parseDistrictTable, parseEntryStates } from './district-table';

const districts = parseDistrictTable(`BANGALORE URBAN\tKarnataka\tBENGALURU
BELGAUM\tKarnataka\tBELAGAVI
DAKSHINA KANNADA\tKarnataka\tD KANNADA(DK)
GULBARGA\tKarnataka\tKALABURAGI
MYSORE\tKarnataka\tMYSURU
CHENNAI\tTamil Nadu
AURANGABAD\tBihar
AURANGABAD\tMaharashtra\tSAMBHAJINAGAR
`);
const states = parseEntryStates('GOVERNMENT POLYTECHNIC, AURANGABAD\tMaharashtra\n');
const catalog = (list: string) => buildCatalog(list, districts, states);
const rows = (list: string) =>
  catalog(list).entries.map(({ name, district, state }) => `${name} | ${district} | ${state ?? '-'}`);

describe('buildCatalog', () => {
  it('drops repeats, also in another district spelling, spacing or abbreviation', () => {
    const { entries, report } = catalog(`R V COLLEGE OF ENGINEERING, BANGALORE URBAN
R V COLLEGE OF ENGINEERING, BENGALURU
  r v college of   engineering ,Bangalore Urban
GOVT. POLYTECHNIC, BELAGAVI
GOVERNMENT POLYTECHNIC, BELGAUM
A. P. SHAH INSTITUTE, BELGAUM
A P SHAH INSTITUTE, BELGAUM
`);
    expect(entries.map((entry) => `${entry.name}, ${entry.district}`)).toEqual([
      'R V COLLEGE OF ENGINEERING, BANGALORE URBAN',
      'GOVT. POLYTECHNIC, BELGAUM',
      'A. P. SHAH INSTITUTE, BELGAUM',
    ]);
    expect(report).toMatchObject({ lines: 7, entries: 3, repeats: 4 });
  });

  it('reads any line ending and skips blank lines', () => {
    expect(rows('A COLLEGE, PUNE\r\n\r\nB COLLEGE, PUNE\rA COLLEGE, PUNE\n')).toEqual([
      'A COLLEGE | PUNE | -',
      'B COLLEGE | PUNE | -',
    ]);
  });

  it("shows the table's spelling of each district variant and derives the state", () => {
    expect(
      rows(`SJCE, MYSURU
ALVAS INSTITUTE, D KANNADA(DK)
KHAJA BANDANAWAZ UNIVERSITY, KALABURAGI
VTU, BELAGAVI`),
    ).toEqual([
      'SJCE | MYSORE | Karnataka',
      'ALVAS INSTITUTE | DAKSHINA KANNADA | Karnataka',
      'KHAJA BANDANAWAZ UNIVERSITY | GULBARGA | Karnataka',
      'VTU | BELGAUM | Karnataka',
    ]);
  });

  it('keeps names that contain commas, splitting on the last comma', () => {
    expect(rows('INDIAN INSTITUTE OF TECHNOLOGY, MADRAS, CHENNAI')).toEqual([
      'INDIAN INSTITUTE OF TECHNOLOGY, MADRAS | CHENNAI | Tamil Nadu',
    ]);
  });

  it('keeps entries without a district unless the same name is listed with one', () => {
    const { entries, report } = catalog(`LONE INSTITUTE
ANNA UNIVERSITY,
ANNA UNIVERSITY, CHENNAI`);
    expect(entries.map((entry) => `${entry.name}|${entry.district}|${entry.state ?? '-'}`)).toEqual([
      'LONE INSTITUTE||-',
      'ANNA UNIVERSITY|CHENNAI|Tamil Nadu',
    ]);
    expect(report.withoutDistrictDropped).toBe(1);
  });

  it('settles a district two states share per entry, and reports what it cannot settle', () => {
    const { entries, report } = catalog(`GOVERNMENT POLYTECHNIC, AURANGABAD
SITYOG INSTITUTE, AURANGABAD
NEW COLLEGE, ATLANTIS`);
    expect(entries.map((entry) => entry.state)).toEqual(['Maharashtra', undefined, undefined]);
    expect(report.ambiguousEntries).toEqual(['SITYOG INSTITUTE, AURANGABAD']);
    expect(report.unknownDistricts).toEqual(['ATLANTIS']);
  });

  it('gives stable ids, telling apart equal names and districts in two states', () => {
    const list = `GOVERNMENT POLYTECHNIC, AURANGABAD
GOVERNMENT POLYTECHNIC, SAMBHAJINAGAR`;
    const bihar = parseEntryStates('GOVERNMENT POLYTECHNIC, AURANGABAD\tBihar\n');
    const entries = buildCatalog(list, districts, bihar).entries;
    expect(entries.map((entry) => `${entry.district} ${entry.state}`)).toEqual([
      'AURANGABAD Bihar',
      'AURANGABAD Maharashtra',
    ]);
    expect(entries.map((entry) => entry.id)).toEqual([
      'government-polytechnic-aurangabad',
      'government-polytechnic-aurangabad-maharashtra',
    ]);
    expect(catalog('A. P. SHAH INSTITUTE, BELGAUM').entries[0]?.id).toBe('a-p-shah-institute-belgaum');
  });
});

describe('the real list', () => {
  const real = buildCatalog(
    readFileSync('data/institutions.txt', 'utf8'),
    parseDistrictTable(readFileSync('data/districts.tsv', 'utf8')),
    parseEntryStates(readFileSync('data/entry-states.tsv', 'utf8')),
  );

  it('has at least 3,000 institutions with unique ids, nearly all with a state', () => {
    expect(real.entries.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(real.entries.map((entry) => entry.id)).size).toBe(real.entries.length);
    const withState = real.entries.filter((entry) => entry.state).length;
    expect(withState / real.entries.length).toBeGreaterThan(0.99);
  });
});
