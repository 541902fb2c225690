import { describe, expect, it } from 'vitest';
import { firstFailedCheck } from '../../shared/submit-checks';
import { createCollegeFormValues, type CollegeFormValues } from './college-form-values';
import { COLLEGE_SUBMIT_CHECKS } from './college-submit-checks';

const contact = (phone?: string) => ({ id: `row-${phone ?? 'none'}`, name: 'A B', email: 'a@b.co', phone });

/** Values that pass every check; each test breaks one thing. */
function passing(overrides: Partial<CollegeFormValues> = {}): CollegeFormValues {
  return {
    ...createCollegeFormValues(),
    primary_contacts: [contact('9876543210')],
    tpo_email: 'tpo@college.in',
    tpo_phone: '9000000001',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    acknowledge: true,
    verifiedEmails: { tpo_email: 'tpo@college.in' },
    ...overrides,
  };
}

function firstFailure(values: CollegeFormValues) {
  const failed = firstFailedCheck(COLLEGE_SUBMIT_CHECKS, values);
  return { warning: failed?.warning, fields: failed?.fields ?? [] };
}

describe('college submit checks (after field errors), in spec order', () => {
  it('all pass for a complete form', () => {
    expect(firstFailure(passing()).warning).toBeUndefined();
  });

  it('TPO phone first, with the shared phone message', () => {
    expect(firstFailure(passing({ tpo_phone: undefined, password: '' }))).toEqual({
      warning: 'Phone number is required',
      fields: ['tpo_phone'],
    });
    expect(firstFailure(passing({ tpo_phone: '12345' })).warning).toBe(
      'Phone number must be exactly 10 digits',
    );
  });

  it('then every primary-contact phone, pointing at the failing rows', () => {
    const values = passing({
      primary_contacts: [contact('9876543210'), contact('123'), contact(undefined)],
      password: '',
    });
    expect(firstFailure(values)).toEqual({
      warning: 'Please check all contact phone numbers. They must be exactly 10 digits.',
      fields: ['primary_contacts[1].phone', 'primary_contacts[2].phone'],
    });
  });

  it('then password and confirmation present', () => {
    expect(firstFailure(passing({ confirmPassword: undefined, acknowledge: false }))).toEqual({
      warning: 'Please enter and confirm your password.',
      fields: ['confirmPassword'],
    });
  });

  it('then a strong password, listing what is missing', () => {
    expect(firstFailure(passing({ password: 'weakpass', confirmPassword: 'other' })).warning).toBe(
      'Password must contain: One uppercase letter, One number, One special character',
    );
  });

  it('then matching passwords', () => {
    expect(firstFailure(passing({ confirmPassword: 'Str0ng!Pas', verifiedEmails: {} })).warning).toBe(
      'Passwords do not match',
    );
  });

  it('then the TPO e-mail verified (for the address now in the field)', () => {
    expect(firstFailure(passing({ tpo_email: 'new@college.in', acknowledge: false })).warning).toBe(
      'Please verify your TPO email address before submitting the form.',
    );
  });

  it('then the privacy acknowledgement', () => {
    expect(firstFailure(passing({ acknowledge: false }))).toEqual({
      warning: 'Please acknowledge that you have read and agree to the Privacy Policy.',
      fields: ['acknowledge'],
    });
  });
});
