import { describe, expect, it } from 'vitest';
import { isEmailVerified } from './verified-emails';

describe('verified e-mails', () => {
  it('counts an e-mail as verified only while the field holds the verified address', () => {
    const values = { tpo_email: 'TPO@college.in ', verifiedEmails: { tpo_email: 'tpo@college.in' } };
    expect(isEmailVerified(values, 'tpo_email')).toBe(true);
    expect(isEmailVerified({ ...values, tpo_email: 'tpo2@college.in' }, 'tpo_email')).toBe(false);
    expect(isEmailVerified({ ...values, tpo_email: '' }, 'tpo_email')).toBe(false);
    expect(isEmailVerified({ email: 'a@b.co' }, 'email')).toBe(false);
  });
});
