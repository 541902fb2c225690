import { describe, expect, it } from 'vitest';
import { MSG } from '@/lib/validation/messages';
import { newJobPost } from './company-form-values';
import { COMPANY_FIELD_RULES, jobPostErrors, validateCompanyRecord } from './company-rules';
import { filledCompanyForm, filledJobPost } from './company-test-values';

describe('company field rules', () => {
  it('names: required, org-name characters, minimum 1 character', () => {
    expect(COMPANY_FIELD_RULES.company_name('')).toBe('Company name is required');
    expect(COMPANY_FIELD_RULES.company_name('Acme #1')).toBe(
      'Company name can only contain letters, spaces, and basic punctuation',
    );
    expect(COMPANY_FIELD_RULES.company_name('A')).toBeUndefined();
    expect(COMPANY_FIELD_RULES.contact_person('  ')).toBe('Technical lead name is required');
    expect(COMPANY_FIELD_RULES.hr_name('Ravi 2')).toBe(
      'HR name can only contain letters, spaces, and basic punctuation',
    );
  });

  it('website is required and must be a URL', () => {
    expect(COMPANY_FIELD_RULES.website('')).toBe('Website is required');
    expect(COMPANY_FIELD_RULES.website('not a site')).toBe(MSG.invalidWebsite);
    expect(COMPANY_FIELD_RULES.website('www.acme.com')).toBeUndefined();
  });

  it('leaves the employee range and the designations optional, as the spec does', () => {
    expect(Object.keys(COMPANY_FIELD_RULES)).not.toContain('employees');
    expect(Object.keys(COMPANY_FIELD_RULES)).not.toContain('designation');
    expect(Object.keys(COMPANY_FIELD_RULES)).not.toContain('hr_designation');
  });
});

describe('job post rules', () => {
  it('an untouched post needs nothing', () => {
    expect(jobPostErrors(newJobPost())).toBeUndefined();
  });

  it('a post with anything filled needs a role and a title', () => {
    expect(jobPostErrors({ ...newJobPost(), min_salary: '3' })).toEqual({
      role: 'Role is required',
      title: 'Job title is required',
    });
    expect(jobPostErrors(filledJobPost({ title: ' ' }))).toEqual({ title: 'Job title is required' });
    expect(jobPostErrors(filledJobPost({ role: '' }))).toEqual({ role: 'Role is required' });
    expect(jobPostErrors(filledJobPost())).toBeUndefined();
  });
});

describe('validateCompanyRecord', () => {
  it('passes a filled form', () => {
    expect(validateCompanyRecord(filledCompanyForm())).toEqual({});
  });

  it('requires the acknowledgement and reports job errors by row', () => {
    const errors = validateCompanyRecord(
      filledCompanyForm({
        acknowledge: false,
        jobs: [filledJobPost(), { ...newJobPost(), title: 'Designer' }],
      }),
    );
    expect(errors).toEqual({
      acknowledge: MSG.acknowledgePrivacy,
      jobs: [undefined, { role: 'Role is required' }],
    });
  });
});
