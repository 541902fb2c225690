import { describe, expect, it } from 'vitest';
import type { CandidateType } from '@/lib/user-types';
import { candidateSubmitWarning } from './candidate-submit-checks';
import type { CandidateFormValues } from './candidate-values';

const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });

const complete: CandidateFormValues = {
  name: 'Asha Menon',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'Strong@123',
  confirmPassword: 'Strong@123',
  verifiedEmails: { email: 'asha@example.com' },
  college: 'Some College',
  year: '1st Year',
  joiningyear: '2024',
  branch: 'ECE',
  skills: 'C',
  degree: 'Diploma',
  currentCompany: 'Acme',
  currentRole: 'Engineer',
  experience: '5+',
  resume,
};

/** Applies each step's breakage on top of the previous ones and returns the warnings seen, in order. */
function warningsWhileFixing(type: CandidateType, breakages: Partial<CandidateFormValues>[]): string[] {
  const seen: string[] = [];
  for (let fixed = 0; fixed <= breakages.length; fixed += 1) {
    const broken = Object.assign({}, complete, ...breakages.slice(fixed)) as CandidateFormValues;
    seen.push(candidateSubmitWarning(type, broken) ?? 'OK');
  }
  return seen;
}

describe('candidate submit checks', () => {
  it('students: in the spec order, ending with the type fields', () => {
    expect(
      warningsWhileFixing('student-college', [
        { verifiedEmails: {} },
        { name: ' ' },
        { phone: '12345' },
        { password: 'weakpass', confirmPassword: 'weakpass' },
        { confirmPassword: 'Strong@124' },
        { college: '1234' },
        { year: '' },
      ]),
    ).toEqual([
      'Please verify your email address before registering.',
      'Please fill in all required fields',
      'Phone number must be exactly 10 digits',
      'Password must contain: One uppercase letter, One number, One special character',
      'Passwords do not match',
      'Please enter a valid college name',
      'Please fill in all required fields',
      'OK',
    ]);
  });

  it('students may leave out the resume', () => {
    expect(candidateSubmitWarning('student-college', { ...complete, resume: undefined })).toBeUndefined();
  });

  it('freshers and professionals need a resume before their other fields', () => {
    for (const type of ['jobseeker-fresher', 'working-professional'] as const) {
      expect(
        warningsWhileFixing(type, [{ resume: undefined }, { skills: '', experience: '', degree: '' }]),
      ).toEqual(['Please upload your resume', 'Please fill in all required fields', 'OK']);
    }
  });

  it('freshers: Others without the typed branch counts as missing; the college is not asked for', () => {
    expect(
      candidateSubmitWarning('jobseeker-fresher', {
        ...complete,
        college: '',
        branch: 'Others',
        otherBranch: '',
      }),
    ).toBe('Please fill in all required fields');
    expect(
      candidateSubmitWarning('jobseeker-fresher', {
        ...complete,
        college: '',
        branch: 'Others',
        otherBranch: 'Bio',
      }),
    ).toBeUndefined();
  });

  it('an e-mail edited after verification is no longer verified', () => {
    expect(candidateSubmitWarning('working-professional', { ...complete, email: 'other@example.com' })).toBe(
      'Please verify your email address before registering.',
    );
  });
});
