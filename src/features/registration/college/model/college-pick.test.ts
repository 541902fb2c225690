import { describe, expect, it } from 'vitest';
import {
  changesOnClearedName,
  changesOnOfferTaken,
  changesOnPick,
  offeredDetail,
  pickedCollegeId,
  suggestedBranches,
} from './college-pick';
import { RVCE } from './rvce.fixture';

describe('picking a suggestion in the college form', () => {
  it('fills the name, the address and the affiliation the TPO has not typed', () => {
    expect(changesOnPick({ college_address: '', university: '  ' }, RVCE)).toEqual({
      college_name: RVCE.name,
      collegePick: RVCE,
      college_address: RVCE.address,
      university: RVCE.university,
      pickFilled: { college_address: RVCE.address, university: RVCE.university },
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
      pickFilled: {},
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

  describe('a second pick and a cleared name (issue 19)', () => {
    const PSG = {
      id: '1-44642483086',
      name: 'PSG COLLEGE OF TECHNOLOGY',
      address: 'AVINASHI ROAD PEELAMEDU, COIMBATORE, Tamil Nadu',
      university: 'Anna University, Chennai',
    };
    const afterRvce = {
      college_address: RVCE.address!,
      university: RVCE.university!,
      pickFilled: { college_address: RVCE.address!, university: RVCE.university! },
    };

    it('replaces what the first pick filled', () => {
      expect(changesOnPick(afterRvce, PSG)).toMatchObject({
        college_address: PSG.address,
        university: PSG.university,
        pickFilled: { college_address: PSG.address, university: PSG.university },
      });
    });

    it('empties what the first pick filled when the second has no such value', () => {
      const bare = { id: 'x', name: 'XAVIER COLLEGE' };
      expect(changesOnPick(afterRvce, bare)).toMatchObject({
        college_address: '',
        university: '',
        pickFilled: {},
      });
    });

    it('never replaces a value the TPO edited after the pick: it is theirs now', () => {
      const edited = { ...afterRvce, college_address: `${RVCE.address} 560059` };
      const changes = changesOnPick(edited, PSG);
      expect(changes).not.toHaveProperty('college_address');
      expect(changes.pickFilled).toEqual({ university: PSG.university });
      expect(offeredDetail(PSG, 'college_address', edited.college_address)).toBe(PSG.address);
    });

    it('clearing the name removes only what the picks filled', () => {
      expect(changesOnClearedName(afterRvce)).toEqual({
        collegePick: undefined,
        pickFilled: undefined,
        college_address: '',
        university: '',
      });
      expect(changesOnClearedName({ ...afterRvce, university: 'VTU' })).toEqual({
        collegePick: undefined,
        pickFilled: undefined,
        college_address: '',
      });
      expect(changesOnClearedName({ college_address: 'typed', university: 'VTU' })).toEqual({
        collegePick: undefined,
        pickFilled: undefined,
      });
    });

    it('an offered value taken is the pick’s, so the next pick replaces it', () => {
      const typed = { college_address: '', university: 'VTU', pickFilled: {} };
      const taken = changesOnOfferTaken(typed, 'university', RVCE.university!);
      expect(taken).toEqual({ university: RVCE.university, pickFilled: { university: RVCE.university } });
      expect(changesOnPick({ ...typed, ...taken }, PSG)).toMatchObject({ university: PSG.university });
    });
  });
});
