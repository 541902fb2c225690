import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { companySubmitErrorMessage } from '@/lib/api/error-messages';
import { verifyCode, sendVerificationCode } from '@/features/verification/api/verification-api';
import { lastMailTo } from '../../../../../mocks/mailbox';
import { call } from '../../../../../tests/support/api';
import { buildCompanyApplication } from '../model/company-payload';
import { filledCompanyForm } from '../model/company-test-values';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { companyApplicationSubmission } from './company-api';

const submitCompanyApplication = async (payload: ReturnType<typeof buildCompanyApplication>) => {
  const outcome = await submitOrQueue(companyApplicationSubmission(payload, {}));
  if (outcome.status !== 'sent') throw new Error('expected an answer from the mock backend');
  return outcome.response;
};

async function verify(email: string) {
  await sendVerificationCode(email);
  await verifyCode(email, lastMailTo(email)?.code ?? '');
}

describe('the company submission against the mock backend', () => {
  it('creates a company account that signs in with either e-mail', async () => {
    const values = filledCompanyForm();
    await verify(values.email);
    await verify(values.hr_email);
    const response = await submitCompanyApplication(buildCompanyApplication(values));
    expect(response.message).toBe('Company form submitted successfully!');
    for (const email of [values.email, values.hr_email]) {
      const signIn = await call('POST', '/user/login', {
        json: { type: 'company', email, password: values.password },
      });
      expect(signIn.status).toBe(200);
    }
  });

  it('fails with the server message when an e-mail is already registered', async () => {
    const values = filledCompanyForm({ email: 'lead@example.com' });
    await verify(values.hr_email);
    const error = await submitCompanyApplication(buildCompanyApplication(values)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(companySubmitErrorMessage(error)).toBe('Email lead@example.com is already registered');
  });
});
