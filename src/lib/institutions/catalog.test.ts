import { describe, expect, it } from 'vitest';
import { buildCatalog, parseInstitutionList, AICTE_ID, OTHER_ID } from './catalog';
import { parseDistrictTable } from './district-table';

const districts = parseDistrictTable(`BELGAUM\tKarnataka\tBELAGAVI
DAKSHINA KANNADA\tKarnataka\tD KANNADA(DK)
AURANGABAD\tBihar
AURANGABAD\tMaharashtra\tCHHATRAPATI SAMBHAJINAGAR
`);
const catalog = (aicteText: string, otherText = '') => buildCatalog({ aicteText, otherText }, districts);

describe('parseInstitutionList', () => {
  it('reads id, name, district (as written), state and levels, skipping comments and blank lines', () => {
    expect(
      parseInstitutionList(
        '# comment\n\n1-44\tGOVT. POLYTECHNIC, BELAGAVI\tBELAGAVI\tKarnataka\tPG;D\r\n',
        'f',
        AICTE_ID,
      ),
    ).toEqual([
      {
        id: '1-44',
        name: 'GOVT. POLYTECHNIC, BELAGAVI',
        district: 'BELAGAVI',
        state: 'Karnataka',
        levels: ['D', 'PG'],
      },
    ]);
  });

  it('names the file and line of a malformed row, an id of the wrong kind, or an unknown level', () => {
    expect(() => parseInstitutionList('1-1\tNAME\tPUNE\n', 'list.tsv', AICTE_ID)).toThrow(/list.tsv line 1/);
    expect(() => parseInstitutionList('x-a\tN\tPUNE\tMaharashtra\tUG\n', 'f', AICTE_ID)).toThrow(/id 'x-a'/);
    expect(() => parseInstitutionList('1-1\tN\tPUNE\tMaharashtra\tUG\n', 'f', OTHER_ID)).toThrow(/id '1-1'/);
    expect(() => parseInstitutionList('1-1\tN\tPUNE\tMaharashtra\tBSC\n', 'f', AICTE_ID)).toThrow(/BSC/);
  });
});

describe('buildCatalog', () => {
  it("keeps AICTE's spelling of the district and finds the table row of the entry's state", () => {
    const { entries, report } = catalog(
      '1-1\tA COLLEGE\tD KANNADA(DK)\tKarnataka\tUG\n1-2\tB COLLEGE\tAURANGABAD\tMaharashtra\tD\n',
      'x-c\tC INSTITUTE\tAURANGABAD\tBihar\tUG;PG\n',
    );
    expect(
      entries.map((entry) => `${entry.id} ${entry.district} ${entry.row?.district} ${entry.row?.state}`),
    ).toEqual([
      '1-1 D KANNADA(DK) DAKSHINA KANNADA Karnataka',
      '1-2 AURANGABAD AURANGABAD Maharashtra',
      'x-c AURANGABAD AURANGABAD Bihar',
    ]);
    expect(report).toEqual({ aicte: 2, other: 1, unknownDistricts: [] });
  });

  it('reports districts the table lacks, and refuses an id listed twice', () => {
    expect(catalog('1-1\tA\tATLANTIS\tGoa\tUG\n').report.unknownDistricts).toEqual(['ATLANTIS (Goa)']);
    expect(() => catalog('1-1\tA\tBELGAUM\tKarnataka\tUG\n1-1\tB\tBELGAUM\tKarnataka\tUG\n')).toThrow(/1-1/);
  });
});
