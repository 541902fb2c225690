import { describe, expect, it } from 'vitest';
import { collegeMeta, collegeNameSegments, collegePlace, collegeText } from './college-suggestion';

const rvce = { id: 'rvce', name: 'R V COLLEGE OF ENGINEERING', district: 'BANGALORE URBAN' };

describe('college suggestions', () => {
  it('fill the field with name and district, or the name alone', () => {
    expect(collegeText(rvce)).toBe('R V COLLEGE OF ENGINEERING, BANGALORE URBAN');
    expect(collegeText({ ...rvce, district: '' })).toBe('R V COLLEGE OF ENGINEERING');
  });

  it('show the state next to the district when it is known', () => {
    expect(collegePlace(rvce)).toBe('BANGALORE URBAN');
    expect(collegePlace({ ...rvce, state: 'Karnataka' })).toBe('BANGALORE URBAN, Karnataka');
  });

  it('say which former name a suggestion was found by, after the place', () => {
    const dtu = { district: 'NORTH WEST DELHI', state: 'Delhi' };
    expect(collegeMeta(dtu)).toBe('NORTH WEST DELHI, Delhi');
    expect(collegeMeta({ ...dtu, formerly: 'DELHI COLLEGE OF ENGINEERING' })).toBe(
      'NORTH WEST DELHI, Delhi · formerly DELHI COLLEGE OF ENGINEERING',
    );
  });

  it("mark the matcher's ranges when given, else the typed text", () => {
    expect(collegeNameSegments({ ...rvce, highlight: [[0, 3]] }, 'ignored')).toEqual([
      { text: 'R V', match: true },
      { text: ' COLLEGE OF ENGINEERING', match: false },
    ]);
    expect(collegeNameSegments(rvce, 'college')).toEqual([
      { text: 'R V ', match: false },
      { text: 'COLLEGE', match: true },
      { text: ' OF ENGINEERING', match: false },
    ]);
  });
});
