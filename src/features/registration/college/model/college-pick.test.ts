import { describe, expect, it } from 'vitest';
import { changesOnPick, offeredDetail, pickedCollegeId, suggestedBranches } from './college-pick';
import { RVCE } from './rvce.fixture';

describe('picking a suggestion in the college form', () => {
  it('fills the name, the address and the affiliation the TPO has not typed', () => {
    expect(changesOnPick({ college_address: '', university: '  ' }, RVCE)).toEqual({
      college_name: RVCE.name,
      collegePick: RVCE,
      college_address: RVCE.address,
      university: RVCE.university,
    });
  });

  it('never replaces what the TPO typed: it offers the institution’s value instead', () => {
    const typed = { college_address: '12 Mysore Road', university: 'VTU' };
    const changes = changesOnPick(typed, RVCE);
    expect(changes).not.toHaveProperty('college_address');
    expect(changes).not.toHaveProperty('university');
    expect(offeredDetail(RVCE, 'university', typed.university)).toBe(RVCE.university);
    expect(offeredDetail(RVCE, 'college_address', typed.college_address)).toBe(RVCE.address);
    expect(offeredDetail(RVCE, 'university', RVCE.university)).toBeUndefined();
    expect(offeredDetail(undefined, 'university', 'VTU')).toBeUndefined();
  });

  it('fills no address or affiliation the suggestion lacks (spec: address only if it has one)', () => {
    const bare = { id: 'x', name: 'XAVIER COLLEGE' };
    expect(changesOnPick({ college_address: '', university: '' }, bare)).toEqual({
      college_name: 'XAVIER COLLEGE',
      collegePick: bare,
    });
    expect(offeredDetail(bare, 'college_address', '12 Beach Road')).toBeUndefined();
  });

  it('offers the branches in the form’s order, with their labels', () => {
    expect(suggestedBranches(RVCE)).toEqual([
      { branch: 'cse', label: 'Computer science and allied Branches', sections: 8 },
      { branch: 'mech', label: 'Mechanical and allied Branches', sections: 3 },
    ]);
    expect(suggestedBranches({ id: 'x', name: 'X' })).toEqual([]);
  });

  it('sends the picked id only while the name is still the picked one', () => {
    expect(pickedCollegeId({ college_name: RVCE.name, collegePick: RVCE })).toBe(RVCE.id);
    expect(pickedCollegeId({ college_name: 'R.V. COLLEGE', collegePick: RVCE })).toBeUndefined();
    expect(pickedCollegeId({ college_name: RVCE.name })).toBeUndefined();
  });
});
