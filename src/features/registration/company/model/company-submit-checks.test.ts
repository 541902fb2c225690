import { describe, expect, it } from 'vitest';
import { MSG } from '@/lib/validation/messages';
import type { CompanyFormValues } from './company-form-values';
import { firstFailedCheck } from '../../shared/submit-checks';
import { COMPANY_SUBMIT_CHECKS } from './company-submit-checks';

const firstFailedCompanyCheck = (values: CompanyFormValues) =>
  firstFailedCheck(COMPANY_SUBMIT_CHECKS, values);
import { filledCompanyForm } from './company-test-values';

/** Breaks one thing after another, in reverse spec order, so each step exposes the next check. */
const STEPS: { change: Partial<CompanyFormValues>; warning: string; field: keyof CompanyFormValues }[] = [
  {
    change: { verifiedEmails: { email: 'asha@acme.example.com' } },
    warning: MSG.verifyHrEmail,
    field: 'hr_email',
  },
  { change: { verifiedEmails: {} }, warning: MSG.verifyTechnicalEmail, field: 'email' },
  { change: { confirmPassword: 'Strong@2027' }, warning: MSG.passwordsDoNotMatch, field: 'confirmPassword' },
  {
    change: { password: 'weak', confirmPassword: 'weak' },
    warning:
      'Password must contain: At least 8 characters, One uppercase letter, One number, One special character',
    field: 'password',
  },
  { change: { confirmPassword: '' }, warning: MSG.enterAndConfirmPassword, field: 'password' },
  { change: { hr_phone: '12345' }, warning: MSG.invalidHrPhone, field: 'hr_phone' },
  { change: { phone: '' }, warning: MSG.invalidTechnicalPhone, field: 'phone' },
];

describe('company submit checks', () => {
  it('pass for a complete form with both e-mails verified', () => {
    expect(firstFailedCompanyCheck(filledCompanyForm())).toBeUndefined();
  });

  it('report the first failing check in the spec order', () => {
    let values = filledCompanyForm();
    for (const step of STEPS) {
      values = { ...values, ...step.change };
      expect(firstFailedCompanyCheck(values)).toEqual({ warning: step.warning, fields: [step.field] });
    }
  });

  it('count a verification only while the field still holds the verified address', () => {
    const values = filledCompanyForm({ hr_email: 'other@acme.example.com' });
    expect(firstFailedCompanyCheck(values)?.warning).toBe(MSG.verifyHrEmail);
  });
});
