import { describe, expect, it } from 'vitest';
import {
  isValidUrl,
  sanitizeCandidateName,
  stripDisallowedNameCharacters,
  validateCandidateCollege,
  validateOptionalUrl,
  validateOrgName,
  validateRequiredUrl,
  validateResumeFile,
  validateStudentStrength,
} from './form-rules';

describe('organisation names', () => {
  const collegeName = validateOrgName('College name', 2);
  const companyName = validateOrgName('Company name', 1);
  it('requires a value', () => expect(collegeName('  ')).toBe('College name is required'));
  it("allows letters, spaces and - . ' ( ) , &", () => {
    expect(collegeName("St. Joseph's College (Autonomous), Arts & Science - East")).toBeUndefined();
  });
  it('rejects other characters', () => {
    expect(collegeName('College #1')).toBe(
      'College name can only contain letters, spaces, and basic punctuation',
    );
  });
  it('enforces the minimum length per form', () => {
    expect(collegeName('A')).toBe('College name must be at least 2 characters long');
    expect(validateOrgName('TPO name', 2)('Q')).toBe('TPO name must be at least 2 characters long');
    expect(companyName('X')).toBeUndefined();
  });
  it('strips disallowed characters while typing (company side)', () => {
    expect(stripDisallowedNameCharacters('Acme #1 Labs™ (India)')).toBe('Acme  Labs (India)');
  });
});

describe('candidate name', () => {
  it('keeps letters and spaces, collapses repeats, reports stripping', () => {
    expect(sanitizeCandidateName('Ravi  Kumar2!')).toEqual({ value: 'Ravi Kumar', stripped: true });
    expect(sanitizeCandidateName('Asha Rao')).toEqual({ value: 'Asha Rao', stripped: false });
  });
});

describe('student strength', () => {
  it.each([
    ['', 'Student strength is required'],
    ['0', 'Student strength must be a positive number greater than 0'],
    ['-5', 'Student strength must be a positive number greater than 0'],
    ['12.5', 'Student strength must be a positive number greater than 0'],
    ['100001', 'Student strength seems too high. Please verify the number.'],
  ])('%j → %s', (value, message) => expect(validateStudentStrength(value)).toBe(message));
  it('accepts 1 to 100000', () => {
    expect(validateStudentStrength('1')).toBeUndefined();
    expect(validateStudentStrength('100000')).toBeUndefined();
  });
});

describe('website', () => {
  it.each(['https://rvce.edu.in', 'www.example.com', 'example.co.in/path'])('accepts %s', (url) =>
    expect(isValidUrl(url)).toBe(true),
  );
  it.each(['', 'not a url', 'ftp://x.com', 'http://localhost', 'javascript:alert(1)'])('rejects %j', (url) =>
    expect(isValidUrl(url)).toBe(false),
  );
  it('is optional on the college form and required on the company form', () => {
    expect(validateOptionalUrl('')).toBeUndefined();
    expect(validateRequiredUrl('Website')('')).toBe('Website is required');
    expect(validateRequiredUrl('Website')('nope')).toMatch(/^Please enter a valid website URL/);
  });
});

describe('candidate college', () => {
  it('requires letters', () => {
    expect(validateCandidateCollege('')).toBe('College name is required');
    expect(validateCandidateCollege('123 #')).toBe(
      'College name must contain letters after removing special characters and numbers',
    );
    expect(validateCandidateCollege('RVCE')).toBeUndefined();
  });
});

describe('resume', () => {
  it('accepts PDF, DOC and DOCX under 5 MB', () => {
    expect(validateResumeFile({ name: 'cv.PDF', size: 1000 })).toBeUndefined();
    expect(validateResumeFile({ name: 'cv.docx', size: 5242879 })).toBeUndefined();
  });
  it('rejects other types and files of 5 MB or more', () => {
    expect(validateResumeFile({ name: 'cv.png', size: 10 })).toBe('Please select a PDF, DOC, or DOCX file');
    expect(validateResumeFile({ name: 'cv.pdf', size: 5242880 })).toBe('File size must be less than 5MB');
  });
});
