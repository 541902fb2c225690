import { describe, expect, it } from 'vitest';
import { collegeMatchesFilter, isSameInstitution, isStudentOf } from './institution-match';

const RVCE = 'R V COLLEGE OF ENGINEERING';

describe('isSameInstitution', () => {
  it.each([
    'R V COLLEGE OF ENGINEERING',
    'RV College of Engg',
    'r.v. college of engineering',
    'R. V. College Of Engineering',
    'R V COLLEGE OF ENGINEERING, BANGALORE URBAN',
    'R.V. COLLEGE OF ENGINEERING, BENGALURU',
    'RV COLLEGE OF ENGG., BANGALORE',
  ])('matches %s to the registered name', (written) => {
    expect(isSameInstitution(RVCE, written)).toBe(true);
    expect(isSameInstitution(written, RVCE)).toBe(true);
  });

  it.each([
    'R V COLLEGE OF ARCHITECTURE, BANGALORE URBAN',
    'R V INSTITUTE OF TECHNOLOGY AND MANAGEMENT',
    'RV College',
    'COLLEGE OF ENGINEERING',
    '',
  ])('does not match %s', (written) => {
    expect(isSameInstitution(RVCE, written)).toBe(false);
  });

  it('compares places through the district table when both sides name one', () => {
    expect(isSameInstitution(`${RVCE}, BANGALORE URBAN`, `${RVCE}, BENGALURU`)).toBe(true);
    expect(isSameInstitution('COLLEGE OF ENGINEERING, PUNE', 'COLLEGE OF ENGINEERING, GUINDY')).toBe(false);
  });
});

describe('collegeMatchesFilter', () => {
  it('accepts the same institution or the typed words', () => {
    expect(collegeMatchesFilter('R.V. COLLEGE OF ENGINEERING, BENGALURU', 'RV College of Engg')).toBe(true);
    expect(collegeMatchesFilter('PSG COLLEGE OF TECHNOLOGY, COIMBATORE', 'psg')).toBe(true);
    expect(collegeMatchesFilter('PSG COLLEGE OF TECHNOLOGY, COIMBATORE', 'rv college')).toBe(false);
  });
});

describe('isStudentOf', () => {
  const RVCE_ID = '1-44641783475';
  it('decides by the ids when both picked the institution', () => {
    expect(isStudentOf({ name: RVCE, id: RVCE_ID }, { name: 'RV College of Engg', id: RVCE_ID })).toBe(true);
    // Same name, another campus (another id): not this college's student.
    expect(isStudentOf({ name: RVCE, id: RVCE_ID }, { name: RVCE, id: '1-00000000001' })).toBe(false);
  });
  it('compares the names when either side typed it', () => {
    expect(isStudentOf({ name: RVCE, id: RVCE_ID }, { name: 'R.V. COLLEGE OF ENGINEERING, BENGALURU' })).toBe(
      true,
    );
    expect(isStudentOf({ name: RVCE }, { name: 'RV College of Engg', id: RVCE_ID })).toBe(true);
    expect(isStudentOf({ name: RVCE, id: RVCE_ID }, { name: 'R V COLLEGE OF ARCHITECTURE' })).toBe(false);
  });
});
