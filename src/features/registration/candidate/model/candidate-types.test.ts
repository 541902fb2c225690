import { describe, expect, it } from 'vitest';
import { CANDIDATE_PROFILES, parseCandidateType, SECTION_TITLES } from './candidate-types';

describe('candidate route types', () => {
  it('maps the short route values to the long ones', () => {
    expect(parseCandidateType('student')).toBe('student-college');
    expect(parseCandidateType('fresher')).toBe('jobseeker-fresher');
    expect(parseCandidateType('professional')).toBe('working-professional');
    expect(parseCandidateType('working-professional')).toBe('working-professional');
  });

  it('names no candidate type for anything else, including the organisation types', () => {
    for (const value of ['company', 'college', 'teacher', '', undefined])
      expect(parseCandidateType(value)).toBeUndefined();
  });

  it('gives each type its sections in the spec order', () => {
    const titles = (type: keyof typeof CANDIDATE_PROFILES) =>
      CANDIDATE_PROFILES[type].sections.map((section) => SECTION_TITLES[section]);
    expect(titles('student-college')).toEqual(['Basic Details', 'Academic Details', 'Skills & Resume']);
    expect(titles('jobseeker-fresher')).toEqual([
      'Basic Details',
      'Education Details',
      'Skills/Interests',
      'Resume Upload',
    ]);
    expect(titles('working-professional')).toEqual([
      'Basic Details',
      'Professional Information',
      'Skills/Interests',
      'Resume Upload',
    ]);
  });
});
