import { describe, expect, it } from 'vitest';
import { companySuccessMessage } from './success-message';

const emails = { technical: 'lead@acme.in', hr: 'hr@acme.in' };

describe('companySuccessMessage', () => {
  it("uses the server's message and says how to sign in", () => {
    expect(companySuccessMessage('Welcome aboard!', emails)).toBe(
      'Welcome aboard!\n\nSign in with either registered email (lead@acme.in or hr@acme.in) and the password you chose.',
    );
  });

  it('falls back to the default text', () => {
    expect(companySuccessMessage(undefined, emails)).toMatch(/^Company form submitted successfully!\n/);
    expect(companySuccessMessage('  ', emails)).toMatch(/^Company form submitted successfully!\n/);
  });
});
