import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/lib/institutions/catalog';
import { parseDistrictTable, parseEntryStates } from '../../src/lib/institutions/district-table';
import { readExportRows, toInstitutionList } from './aicte-export';
import { parseCsv } from './csv';

const fixture = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const districts = parseDistrictTable(`BANGALORE URBAN\tKarnataka\tBENGALURU
BELGAUM\tKarnataka\tBELAGAVI
CHENNAI\tTamil Nadu
AURANGABAD\tBihar
AURANGABAD\tMaharashtra
KHORDHA\tOdisha\tKHURDA
GULBARGA\tKarnataka\tKALABURAGI
DAKSHINA KANNADA\tKarnataka\tD KANNADA(DK)
`);

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and skips blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n1,"two\nlines",3')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
    ]);
  });
});

describe('the AICTE importer', () => {
  it('reads a CSV export by its column names, whatever their order and spelling', () => {
    const rows = readExportRows(fixture('aicte-export.csv'), 'csv');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({
      name: 'Government Polytechnic, Belagavi',
      district: 'Belagavi',
      state: 'KARNATAKA',
    });
  });

  it('writes the list in the spec format, upper case, exact repeats and nameless rows dropped', () => {
    const result = toInstitutionList(readExportRows(fixture('aicte-export.csv'), 'csv'), districts);
    expect(result.listText.split('\n')).toEqual([
      'GOVERNMENT POLYTECHNIC, BELAGAVI, BELAGAVI',
      'R V COLLEGE OF ENGINEERING, BENGALURU',
      'ST. JOSEPH\'S COLLEGE OF ENGINEERING "SJCE", CHENNAI',
      'GOVERNMENT ENGINEERING COLLEGE, AURANGABAD',
      'SAMPLE INSTITUTE OF TECHNOLOGY, NEWTOWN',
      'LAKEVIEW POLYTECHNIC,',
      '',
    ]);
    expect(result.report).toEqual({
      rows: 8,
      written: 6,
      skipped: 1,
      repeats: 1,
      newDistricts: ['NEWTOWN\tNagaland'],
    });
  });

  it('keeps the state of entries the district table cannot place, and the loader reads it all back', () => {
    const result = toInstitutionList(readExportRows(fixture('aicte-export.csv'), 'csv'), districts);
    expect(result.entryStatesText).toContain('GOVERNMENT ENGINEERING COLLEGE, AURANGABAD\tBihar');
    expect(result.entryStatesText).toContain('SAMPLE INSTITUTE OF TECHNOLOGY, NEWTOWN\tNagaland');
    expect(result.entryStatesText).not.toContain('BENGALURU');
    const { entries } = buildCatalog(result.listText, districts, parseEntryStates(result.entryStatesText));
    expect(entries.map((entry) => `${entry.name} | ${entry.district} | ${entry.state ?? '-'}`)).toEqual([
      'GOVERNMENT POLYTECHNIC, BELAGAVI | BELGAUM | Karnataka',
      'R V COLLEGE OF ENGINEERING | BANGALORE URBAN | Karnataka',
      'ST. JOSEPH\'S COLLEGE OF ENGINEERING "SJCE" | CHENNAI | Tamil Nadu',
      'GOVERNMENT ENGINEERING COLLEGE | AURANGABAD | Bihar',
      'SAMPLE INSTITUTE OF TECHNOLOGY | NEWTOWN | Nagaland',
      'LAKEVIEW POLYTECHNIC |  | -',
    ]);
  });

  it('reads a JSON export ({ data: [...] }) and maps state spellings to the table', () => {
    const result = toInstitutionList(readExportRows(fixture('aicte-export.json'), 'json'), districts);
    expect(result.listText).toBe(
      'KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY, KHURDA\nGULBARGA POLYTECHNIC, KALABURAGI\nMANGALORE INSTITUTE OF TECHNOLOGY, D KANNADA(DK)\n',
    );
    expect(result.report.newDistricts).toEqual([]);
    expect(result.entryStatesText.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
  });

  it('says which column is missing', () => {
    expect(() => readExportRows('Institute,Place\nX,Y\n', 'csv')).toThrow(/no name column/);
    expect(() => readExportRows('{"rows": []}', 'json')).toThrow(/array/);
  });
});
