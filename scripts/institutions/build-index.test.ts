import { describe, expect, it } from 'vitest';
import { decodeIds } from '../../src/lib/institutions/id-codec';
import { buildInstitutionIndex } from './build-index';
import { readInstitutionData } from './data-files';

const { payload, report } = buildInstitutionIndex({
  aicteText: `1-300\tGOVT POLYTECHNIC, BELAGAVI\tBELAGAVI\tKarnataka\tD
1-20\tA. P. SHAH INSTITUTE OF TECHNOLOGY\tTHANE\tMaharashtra\tUG\tA. P. SHAH INSTITUE OF TECHNOLOGY
1-1000\tSRM INSTITUTE OF SCIENCE AND TECHNOLOGY OFF CAMPUS\tBELGAUM\tKarnataka\tUG;PG
`,
  otherText: 'x-iisc\tINDIAN INSTITUTE OF SCIENCE\tBANGALORE URBAN\tKarnataka\tUG;PG\n',
  aliasesText: `informal\tIISC\tx-iisc\tINDIAN INSTITUTE OF SCIENCE
former\tSHAH INSTITUTE\t1-20\tA. P. SHAH INSTITUTE OF TECHNOLOGY
former\tGONE COLLEGE\t1-999\tGONE COLLEGE
`,
  districtsText: 'THANE\tMaharashtra\nBELGAUM\tKarnataka\tBELAGAVI\nBANGALORE URBAN\tKarnataka\tBENGALURU\n',
});

describe('buildInstitutionIndex', () => {
  it("orders AICTE's institutions by id, then the others, and stores the ids compactly", () => {
    expect(payload.names.split('\n')).toEqual([
      'A. P. SHAH INSTITUTE OF TECHNOLOGY',
      'GOVT POLYTECHNIC, BELAGAVI',
      'SRM INSTITUTE OF SCIENCE AND TECHNOLOGY OFF CAMPUS',
      'INDIAN INSTITUTE OF SCIENCE',
    ]);
    expect(decodeIds(payload.ids)).toEqual(['1-20', '1-300', '1-1000', 'x-iisc']);
    expect(payload.ids.other).toEqual(['x-iisc']);
  });

  it("gives each place AICTE's spelling, the table's spelling and other names, and its state", () => {
    const belagavi = payload.places[payload.placeOf[1]!]!;
    expect(belagavi).toEqual({
      district: 'BELAGAVI',
      state: payload.states.indexOf('Karnataka'),
      other: ['BELGAUM'],
    });
    expect(payload.places[payload.placeOf[3]!]).toMatchObject({
      district: 'BANGALORE URBAN',
      other: ['BENGALURU'],
    });
  });

  it('marks polytechnics and off-campus centres, which rank below a flagship of the same name', () => {
    expect(payload.secondary).toBe('0110');
  });

  it('keeps the aliases that name a listed institution, marks former names, and reports the rest', () => {
    // Then AICTE's spelling of a name shown corrected (issue 19): informal, so no "formerly".
    expect(payload.aliases.split('\n')).toEqual([
      'IISC',
      'SHAH INSTITUTE',
      'A. P. SHAH INSTITUE OF TECHNOLOGY',
    ]);
    expect(payload.aliasOf).toEqual([3, 0, 0]);
    expect(payload.former).toBe('010');
    expect(report.danglingAliases).toEqual(['GONE COLLEGE → 1-999']);
  });

  it('builds the real data without unknown districts or aliases naming nothing', () => {
    const real = buildInstitutionIndex(readInstitutionData());
    expect(real.report.aicte).toBeGreaterThanOrEqual(5800);
    expect(real.report.unknownDistricts).toEqual([]);
    expect(real.report.danglingAliases).toEqual([]);
  });
});
