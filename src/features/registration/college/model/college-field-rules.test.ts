import { describe, expect, it } from 'vitest';
import {
  validateCollegeName,
  validateContactEmail,
  validateContactName,
  validateSectionCount,
  validateTpoName,
} from './college-field-rules';

describe('college field rules', () => {
  it('college and TPO names: required, allowed characters, at least 2 characters', () => {
    expect(validateCollegeName('')).toBe('College name is required');
    expect(validateCollegeName('IIT #1')).toBe(
      'College name can only contain letters, spaces, and basic punctuation',
    );
    expect(validateCollegeName('A')).toBe('College name must be at least 2 characters long');
    expect(validateCollegeName("St. Xavier's College (Autonomous)")).toBeUndefined();
    expect(validateCollegeName('A'.repeat(150))).toBeUndefined();
    expect(validateCollegeName('A'.repeat(151))).toBe('College name must be at most 150 characters long');
    expect(validateTpoName(undefined)).toBe('TPO name is required');
    expect(validateTpoName('Dr. Meera Kulkarni')).toBeUndefined();
  });

  it('a primary contact needs a name and a valid e-mail', () => {
    expect(validateContactName(' ')).toBe('Name is required');
    expect(validateContactEmail(undefined)).toBe('Email is required');
    expect(validateContactEmail('not-an-address')).toBe('Please enter a valid email address');
    expect(validateContactEmail('hod@college.in')).toBeUndefined();
  });

  it('a checked branch needs its number of sections', () => {
    expect(validateSectionCount(undefined)).toBe('Number of sections is required');
    expect(validateSectionCount('4')).toBeUndefined();
  });
});
