import { describe, expect, it } from 'vitest';
import {
  isValidUrl,
  isPersonName,
  readCandidateName,
  readNameCharacters,
  validateCandidateCollege,
  validateMaxLength,
  validateOptionalUrl,
  validateOrgName,
  validatePrintableTitle,
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
  it('takes letters of every script (issue 19)', () => {
    expect(collegeName('डॉ. रवि कुमार')).toBeUndefined();
    expect(readNameCharacters('HR name')('முருகன் 2')).toEqual({
      value: 'முருகன் ',
      note: { message: 'HR name can only contain letters, spaces, and basic punctuation', tone: 'problem' },
    });
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
  it('strips disallowed characters while typing (company side) and says why', () => {
    const company = readNameCharacters('Company name');
    const note = {
      message: 'Company name can only contain letters, spaces, and basic punctuation',
      tone: 'problem',
    };
    expect(company('Acme #1 Labs™ (India)')).toEqual({ value: 'Acme  Labs (India)', note });
    expect(company('3M India')).toEqual({ value: 'M India', note });
    expect(readNameCharacters('Job title')('C/C++')).toEqual({
      value: 'CC',
      note: { ...note, message: 'Job title can only contain letters, spaces, and basic punctuation' },
    });
    expect(company('R&D (India) Pvt. Ltd.')).toEqual({ value: 'R&D (India) Pvt. Ltd.' });
  });
});

describe('candidate name', () => {
  it('keeps letters and spaces, collapses repeats, says when it stripped something', () => {
    expect(readCandidateName('Ravi  Kumar2!')).toEqual({
      value: 'Ravi Kumar',
      note: { message: 'Name can only contain letters and spaces', tone: 'problem' },
    });
    expect(readCandidateName('Asha Rao')).toEqual({ value: 'Asha Rao' });
  });

  // Issue 19: letters of every script with their combining marks, and the punctuation names carry.
  it.each([
    "K. R. D'Souza",
    'K. R. D’Souza',
    'Anne-Marie Nair',
    'अनुष्का शर्मा',
    'கார்த்திக் சுப்ரமணியம்',
    'সৌমিত্র চট্টোপাধ্যায়',
    'ಅನನ್ಯಾ ಹೆಗ್ಡೆ',
    'Zoë Ångström',
  ])('keeps %j whole, without a note', (name) => {
    expect(readCandidateName(name)).toEqual({ value: name });
    expect(isPersonName(name)).toBe(true);
  });

  it('compares after NFC: a letter and its combining accent become the one composed letter', () => {
    expect(readCandidateName('Jose\u0301')).toEqual({ value: 'Jos\u00e9' });
    expect(readCandidateName('अनु\u0937\u094d\u0915\u093e').value).toBe('अनुष्का');
  });

  it('still strips digits, symbols and emoji, and says so', () => {
    expect(readCandidateName('Asha_Rao 2 🚀')).toEqual({
      value: 'AshaRao ',
      note: { message: 'Name can only contain letters and spaces', tone: 'problem' },
    });
    expect(isPersonName('Asha2')).toBe(false);
    expect(isPersonName('Asha <b>')).toBe(false);
  });
});

describe('maximum length', () => {
  it('allows the maximum and refuses one more, naming the field', () => {
    const title = validateMaxLength('Job title', 120);
    expect(title('x'.repeat(120))).toBeUndefined();
    expect(title('x'.repeat(121))).toBe('Job title must be at most 120 characters long');
    expect(title(undefined)).toBeUndefined();
  });
});

describe('dashboard job title', () => {
  const title = validatePrintableTitle('Job title');
  it.each(['C/C++ Firmware Engineer 2026', 'Node.js Developer (L2) – #Payments', 'Ingénieur 🚀', '3M India'])(
    'accepts %j as typed',
    (value) => expect(title(value)).toBeUndefined(),
  );
  it('refuses blanks and control characters', () => {
    expect(title('  ')).toBe('Job title is required');
    expect(title('Lead\tEngineer')).toBe('Job title cannot contain tabs or other control characters');
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
