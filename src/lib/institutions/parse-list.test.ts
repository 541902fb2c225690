import { describe, expect, it } from 'vitest';
import { parseInstitutionLine } from './parse-list';

describe('parseInstitutionLine', () => {
  it('splits name and district on the last comma', () => {
    expect(parseInstitutionLine('ANNA UNIVERSITY, CHENNAI')).toEqual({
      name: 'ANNA UNIVERSITY',
      district: 'CHENNAI',
    });
    expect(parseInstitutionLine('INDIAN INSTITUTE OF TECHNOLOGY, BOMBAY, MUMBAI SUBURBAN')).toEqual({
      name: 'INDIAN INSTITUTE OF TECHNOLOGY, BOMBAY',
      district: 'MUMBAI SUBURBAN',
    });
  });

  it('tolerates stray spaces, tabs, lower case and a byte-order mark', () => {
    expect(parseInstitutionLine('\uFEFF  r v  college of\tengineering ,bangalore  urban  ')).toEqual({
      name: 'R V COLLEGE OF ENGINEERING',
      district: 'BANGALORE URBAN',
    });
  });

  it('reads a line without a district, or with an empty one, as having none', () => {
    expect(parseInstitutionLine('GOVERNMENT POLYTECHNIC')).toEqual({
      name: 'GOVERNMENT POLYTECHNIC',
      district: '',
    });
    expect(parseInstitutionLine('GOVERNMENT POLYTECHNIC, ')).toEqual({
      name: 'GOVERNMENT POLYTECHNIC',
      district: '',
    });
    expect(parseInstitutionLine('GOVERNMENT POLYTECHNIC,, PUNE')).toEqual({
      name: 'GOVERNMENT POLYTECHNIC',
      district: 'PUNE',
    });
  });

  it('skips blank lines and lines without a name', () => {
    expect(parseInstitutionLine('   ')).toBeUndefined();
    expect(parseInstitutionLine(', PUNE')).toBeUndefined();
  });
});
