import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/lib/institutions/catalog';
import { parseDistrictTable } from '../../src/lib/institutions/district-table';
import { levelCode, parseProgrammes, readExportRows } from './aicte-export';
import { toInstitutionFiles } from './aicte-files';
import { parseCsv } from './csv';
import { repairMojibake } from './mojibake';
import { parseNameCorrections } from './name-corrections';

const fixture = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const districts = parseDistrictTable(`BANGALORE URBAN\tKarnataka\tBENGALURU
BELGAUM\tKarnataka\tBELAGAVI
CHENNAI\tTamil Nadu
AURANGABAD\tBihar
AURANGABAD\tMaharashtra
KHORDHA\tOdisha\tKHURDA
GULBARGA\tKarnataka\tKALABURAGI
PURI\tOdisha
`);
const dataLines = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and skips blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n1,"two\nlines",3')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
    ]);
  });
});

describe('reading an AICTE export', () => {
  it('finds every column by its name, whatever the order and spelling, and cleans the text', () => {
    const rows = readExportRows(fixture('aicte-export.csv'), 'csv');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({
      id: '1-1234',
      name: 'Government Polytechnic, Belagavi',
      district: 'Belagavi',
      state: 'KARNATAKA',
      address: 'Tilakwadi, Belagavi',
      university: 'Board of Technical Examinations',
      levels: 'DIPLOMA',
      programmes: 'CIVIL ENGINEERING|DIPLOMA|60;COMPUTER SCIENCE & ENGINEERING|DIPLOMA|120',
    });
    expect(rows[6]?.name).toBe('Lakeview Polytechnic');
  });

  it('reads a JSON export ({ data: [...] }) without the optional columns', () => {
    const [row] = readExportRows(fixture('aicte-export.json'), 'json');
    expect(row).toMatchObject({ id: '1-2001', district: 'Khordha', levels: 'UNDER GRADUATE', address: '' });
  });

  it('says which required column is missing', () => {
    expect(() => readExportRows('Institute Name,Place\nX,Y\n', 'csv')).toThrow(/no id column/);
    expect(() => readExportRows('{"rows": []}', 'json')).toThrow(/array/);
  });

  it('maps AICTE level names to codes, and reads programmes with their level and intake', () => {
    expect(
      ['DIPLOMA', 'UNDER GRADUATE', 'UG', 'Integrated', 'POST GRADUATE', 'POST DIPLOMA'].map(levelCode),
    ).toEqual(['D', 'UG', 'UG', 'INT', 'PG', 'PD']);
    expect(levelCode('POST GRADUATE DIPLOMA')).toBe('PGD');
    expect(levelCode('DOCTORATE')).toBeUndefined();
    const unknown = new Set<string>();
    expect(parseProgrammes('CIVIL ENGINEERING|DIPLOMA|60;VLSI|PG|x;|UG|30', unknown)).toEqual([
      { course: 'CIVIL ENGINEERING', level: 'D', intake: 60 },
    ]);
    expect([...unknown]).toEqual(['VLSI|PG|x']);
  });

  it('repairs text that was decoded the wrong way on its way into the export, and nothing else', () => {
    expect(repairMojibake('ASHOKA WOMENÃ¢â‚¬â„¢S ENGINEERING COLLEGE')).toBe(
      'ASHOKA WOMEN’S ENGINEERING COLLEGE',
    );
    expect(repairMojibake('(IÃ‚Â²IT)')).toBe('(I²IT)');
    expect(repairMojibake('BOUDHÂ (BAUDA)')).toBe('BOUDH (BAUDA)');
    expect(repairMojibake('ÉCOLE CENTRALE')).toBe('ÉCOLE CENTRALE');
    expect(repairMojibake('R.V. COLLEGE')).toBe('R.V. COLLEGE');
    // Decoded the wrong way twice, then the export's white-space collapsing turned the no-break space inside a
    // damaged 'à' into a plain space (as in AICTE's Devanagari addresses).
    const devanagari = 'देवभोग रोड';
    const latin1 = (text: string) =>
      Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
    const damaged = latin1(latin1(devanagari)).replace(/\u00a0/g, ' ');
    expect(damaged).toContain('Ã ');
    expect(repairMojibake(damaged)).toBe(devanagari);
    expect(repairMojibake('STATE-Ã\u0082Â UTTARÃ\u0082Â PRADESH')).toBe('STATE- UTTAR PRADESH');
  });
});

describe('the importer', () => {
  const result = toInstitutionFiles(readExportRows(fixture('aicte-export.csv'), 'csv'), districts, 'x.csv');

  it('writes the list: id, name in upper case, district and state as given (state as the table spells it), levels', () => {
    expect(dataLines(result.listText)).toEqual([
      '1-1234\tGOVERNMENT POLYTECHNIC, BELAGAVI\tBELAGAVI\tKarnataka\tD',
      '1-1235\tR V COLLEGE OF ENGINEERING\tBANGALORE URBAN\tKarnataka\tUG;PG',
      '1-1236\tST. JOSEPH\'S COLLEGE OF ENGINEERING "SJCE"\tCHENNAI\tTamil Nadu\tUG',
      '1-1237\tWOMEN’S ENGINEERING COLLEGE\tAURANGABAD\tBihar\tUG',
      '1-1238\tSAMPLE INSTITUTE OF TECHNOLOGY\tNEWTOWN\tNagaland\tPG',
    ]);
    expect(result.listText).toMatch(/^# From x\.csv .*SOURCE-LICENSE\.txt/);
  });

  it('writes the details: address, university, the counted level and intake per branch group', () => {
    expect(dataLines(result.detailsText)).toEqual([
      '1-1234\tTilakwadi, Belagavi\tBoard of Technical Examinations\tD\tcse=120 others=60',
      '1-1235\tMysore Road\tVisvesvaraya Technological University, Belagavi\tUG\telectrical=180 cse=300 mech=60',
      '1-1236\tOMR\tAnna University\tUG\tothers=60',
      '1-1237\tGaya Road\tAryabhatta Knowledge University',
      '1-1238\tMain Road\tNagaland University\tPG\tmech=24',
    ]);
  });

  it('reports repeats, rows without an id, what it could not read, and districts new to the table', () => {
    expect(result.report).toEqual({
      rows: 7,
      written: 5,
      skipped: 1,
      duplicateIds: ['1-1235'],
      unknown: ["level 'DOCTORATE'", 'THERMAL ENGINEERING|POST GRADUATE|x'],
      corrections: [],
      unusedCorrections: [],
    });
    // BELAGAVI is another name of BELGAUM in the table; NEWTOWN is new.
    expect(result.newDistricts).toEqual(['NEWTOWN\tNagaland']);
  });

  it('writes a list the catalog reads back', () => {
    const withNew = parseDistrictTable(`BELGAUM\tKarnataka\tBELAGAVI\n${result.newDistricts.join('\n')}\n`);
    const { entries } = buildCatalog({ aicteText: result.listText, otherText: '' }, withNew);
    expect(entries.map((entry) => entry.id)).toEqual(['1-1234', '1-1235', '1-1236', '1-1237', '1-1238']);
    expect(entries[4]?.row?.district).toBe('NEWTOWN');
  });
});

describe('the correction table, applied at import (issue 19)', () => {
  const table = parseNameCorrections(
    [
      '# kind<TAB>from<TAB>to<TAB>reason',
      'name\tSAMPLEINSTITUTEOFTECHNOLOGY\tSAMPLE INSTITUTE OF TECHNOLOGY\twords run together',
      'word\tINSTITUE\tINSTITUTE\tmisspelt INSTITUTE',
      'text\t" , "\t", "\ta space before a comma',
      'text\t"`S "\t"\'S "\ta backtick for an apostrophe',
      'end\t`\t""\ta stray backtick at the end',
      'word\tGOVERMENT\tGOVERNMENT\tmisspelt GOVERNMENT',
    ].join('\n'),
  );
  const row = (id: string, name: string) => ({
    ...readExportRows(fixture('aicte-export.csv'), 'csv')[0]!,
    id,
    name,
  });
  const result = toInstitutionFiles(
    [
      row('1-1', 'SAMPLEINSTITUTEOFTECHNOLOGY'),
      row('1-2', 'KALINGA INSTITUE OF INDUSTRIAL TECHNOLOGY'),
      row('1-3', 'D V S POLYTECHNIC , SHIMOGA`'),
      row('1-4', 'K.L.E. SOCIETY`S POLYTECHNIC'),
      row('1-5', 'INSTITUEX COLLEGE'),
    ],
    districts,
    'export.csv',
    table,
  );

  it('shows names corrected, and keeps AICTE’s spelling beside them for the search', () => {
    expect(
      dataLines(result.listText).map((line) => line.split('\t').filter((_, at) => at === 1 || at === 5)),
    ).toEqual([
      ['SAMPLE INSTITUTE OF TECHNOLOGY', 'SAMPLEINSTITUTEOFTECHNOLOGY'],
      ['KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY', 'KALINGA INSTITUE OF INDUSTRIAL TECHNOLOGY'],
      ['D V S POLYTECHNIC, SHIMOGA', 'D V S POLYTECHNIC , SHIMOGA`'],
      ["K.L.E. SOCIETY'S POLYTECHNIC", 'K.L.E. SOCIETY`S POLYTECHNIC'],
      // A word correction changes whole words only.
      ['INSTITUEX COLLEGE'],
    ]);
    const { entries } = buildCatalog({ aicteText: result.listText, otherText: '' }, districts);
    expect(entries[1]).toMatchObject({
      name: 'KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY',
      aicteName: 'KALINGA INSTITUE OF INDUSTRIAL TECHNOLOGY',
    });
    expect(entries[4]).not.toHaveProperty('aicteName');
  });

  it('lists each correction it made with its reasons, and the rows that matched nothing', () => {
    expect(result.report.corrections).toEqual([
      '1-1: SAMPLEINSTITUTEOFTECHNOLOGY → SAMPLE INSTITUTE OF TECHNOLOGY (words run together)',
      '1-2: KALINGA INSTITUE OF INDUSTRIAL TECHNOLOGY → KALINGA INSTITUTE OF INDUSTRIAL TECHNOLOGY (misspelt INSTITUTE)',
      '1-3: D V S POLYTECHNIC , SHIMOGA` → D V S POLYTECHNIC, SHIMOGA (a space before a comma; a stray backtick at the end)',
      "1-4: K.L.E. SOCIETY`S POLYTECHNIC → K.L.E. SOCIETY'S POLYTECHNIC (a backtick for an apostrophe)",
    ]);
    expect(result.report.unusedCorrections).toEqual(['word GOVERMENT']);
  });

  it('refuses a malformed row, naming its line', () => {
    expect(() => parseNameCorrections('word\tINSTITUE\tINSTITUTE')).toThrow(/line 1/);
    expect(() => parseNameCorrections('typo\tA\tB\treason')).toThrow(/line 1/);
  });
});
