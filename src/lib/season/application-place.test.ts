import { describe, expect, it } from 'vitest';
import { applicationPlaceText } from './application-place';

describe("where an application stands, in the TPO's words", () => {
  it('names the round cleared and the round the student is in (issue 35: "Shortlisted · round 1")', () => {
    expect(applicationPlaceText({ state: 'shortlisted', roundReached: 1 }, 3)).toBe(
      'Shortlisted · cleared round 1 of 3, now in round 2',
    );
    expect(applicationPlaceText({ state: 'applied', roundReached: 0 }, 3)).toBe(
      'Applied · round 1 of 3 next',
    );
  });

  it('says where a student was turned down or missed a round, and that a selected one cleared every round', () => {
    expect(applicationPlaceText({ state: 'rejected', roundReached: 1 }, 3)).toBe(
      'Not selected · in round 2 of 3',
    );
    expect(applicationPlaceText({ state: 'absent', roundReached: 0 }, 2)).toBe('Absent · in round 1 of 2');
    expect(applicationPlaceText({ state: 'selected', roundReached: 3 }, 3)).toBe(
      'Selected · cleared all 3 rounds',
    );
    expect(applicationPlaceText({ state: 'withdrawn', roundReached: 0 }, 3)).toBe('Withdrawn');
    expect(applicationPlaceText({ state: 'selected', roundReached: 1 }, 1)).toBe(
      'Selected · cleared its one round',
    );
  });
});
